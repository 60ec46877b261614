import { scrubOwnEnvironment } from "./scrub.js";

// Only the scrub loads first: an image it replaces would load the rest twice.
const scrubbed = await scrubOwnEnvironment();
// Before `run` listens for the runner's signals.
const { removePrivateFoldersOnExit } = await import("../workspace/workspace.js");
removePrivateFoldersOnExit();
const { run } = await import("./main.js");
await run(process.env, scrubbed);
