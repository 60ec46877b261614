import { startScenario, reports, FULL_NAME, TOKEN } from "../support/scenario.js";
import { readFile, writeFile, chmod, mkdir } from "node:fs/promises";
const s = await startScenario();
const leak = `${s.dir}/leak`;
await mkdir(leak, { recursive: true });
const dump = (name: string) => `#!/usr/bin/env node\nrequire("fs").writeFileSync(${JSON.stringify(leak)}+"/${name}.txt", JSON.stringify(process.env));process.stdin.pipe(process.stdout);\n`;
for (const n of ["filter", "postcommit", "prepare", "fsmon", "textconv"]) { await writeFile(`${leak}/${n}.cjs`, dump(n)); await chmod(`${leak}/${n}.cjs`, 0o755); }
const run = await s.run({
  rounds: {
    1: {
      run: [
        `printf '* filter=leak\\n' > .gitattributes`,
        `git config filter.leak.clean ${leak}/filter.cjs`,
        `cp ${leak}/postcommit.cjs .git/hooks/post-commit && chmod +x .git/hooks/post-commit`,
        `cp ${leak}/prepare.cjs .git/hooks/prepare-commit-msg`,
        `git config core.fsmonitor ${leak}/fsmon.cjs`,
      ],
      files: { "x.txt": "x\n" },
      report: reports.continue("r1"),
    },
    2: { files: {"y.txt":"y"}, report: reports.complete("done") },
  },
});
console.log("exit", run.exitCode, run.outputs.outcome, run.stderr.slice(-500));
for (const f of ["filter", "postcommit", "prepare", "fsmon"]) {
  const t = await readFile(`${leak}/${f}.txt`, "utf8").catch(() => "<none>");
  console.log(f, "contains token:", t.includes(TOKEN), "len", t.length, t.includes("INPUT_") ? "has INPUT_" : "");
}
await s.close();
