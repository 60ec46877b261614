/**
 * A stand-in for a preset's CLI as an npm package (for the registry stand-in, `npm-registry.ts`):
 * the real package's name and version, a `bin` that answers preflight's `--version` and `--help`
 * with the flags the preset passes, and, as a round, fixes the seeded `add.js` and writes a
 * `complete` report to `$RALPH_REPORT_FILE`, as an agent following the contract does.
 */
import type { RegistryPackage } from "./npm-registry.js";

/** The stand-in for `@openai/codex@<version>`: a `codex` whose `exec --help` lists the codex preset's flags. */
export function fakeCodexPackage(version: string): RegistryPackage {
  const help = [
    "Usage: codex exec [OPTIONS] [PROMPT]",
    "      --json",
    "      --dangerously-bypass-approvals-and-sandbox",
    "      --output-schema <FILE>",
    "  -o, --output-last-message <FILE>",
    "  -m, --model <MODEL>",
    "  -c, --config <key=value>",
  ].join("\\n");
  const script = `#!/usr/bin/env node
const fs = require("node:fs");
const args = process.argv.slice(2);
if (args.includes("--version")) { console.log("codex-cli ${version}"); process.exit(0); }
if (args.includes("--help")) { console.log("${help}"); process.exit(0); }
fs.readFileSync(0);
fs.writeFileSync("add.js", "export const add = (a, b) => a + b;\\n");
const report = { status: "complete", summary: "fixed add() (installed stand-in)", evidence: ["add(2, 3) is 5"], nextSteps: [], blocker: null };
fs.writeFileSync(process.env.RALPH_REPORT_FILE, JSON.stringify(report));
console.log(JSON.stringify({ type: "turn.completed", usage: { input_tokens: 10, output_tokens: 2 } }));
`;
  return { name: "@openai/codex", version, bin: { codex: "bin/codex.js" }, files: { "bin/codex.js": script } };
}
