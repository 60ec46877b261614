import { scrubOwnEnvironment } from "./scrub.js";

// Only the scrub is loaded before it runs: an image it replaces would load everything else twice.
const scrubbed = await scrubOwnEnvironment();
// Before `run` listens for the runner's signals (see `removePrivateFoldersOnExit`).
const { removePrivateFoldersOnExit } = await import("../workspace/workspace.js");
removePrivateFoldersOnExit();
const { run } = await import("./main.js");
await run(process.env, scrubbed);
