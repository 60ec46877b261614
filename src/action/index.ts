import * as core from "@actions/core";
import { run } from "./main.js";
import { scrubOwnEnvironment } from "./scrub.js";

if ((await scrubOwnEnvironment()) === "unsupported") {
  core.warning(
    `Node ${process.version} cannot re-execute itself (process.execve), so this process's initial environment still holds the token; ` +
      "an agent running as the same user could read it from /proc. The Actions runtime (node24) does not have this gap.",
  );
}
await run();
