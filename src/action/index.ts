import * as core from "@actions/core";
import { scrubOwnEnvironment } from "./scrub.js";

if ((await scrubOwnEnvironment()) === "unsupported") {
  core.warning(
    `Node ${process.version} cannot re-execute itself (process.execve), so this process's initial environment still holds the token; ` +
      "an agent running as the same user could read it from /proc. The Actions runtime (node24) does not have this gap.",
  );
}
// Imported after the scrub: where the scrub re-executes node, the original image would otherwise
// load the whole action only to be replaced.
const { run } = await import("./main.js");
await run();
