import { scrubOwnEnvironment } from "./scrub.js";

// Only the scrub is loaded before it (issue 20): where it has to re-execute node (the environment
// block cannot be blanked in place), the original image is replaced, and whatever else it had
// loaded would be loaded again.
const scrubbed = await scrubOwnEnvironment();
// Before `run` listens for the runner's signals (see `removePrivateFoldersOnExit`).
const { removePrivateFoldersOnExit } = await import("../workspace/workspace.js");
removePrivateFoldersOnExit();
const { run } = await import("./main.js");
await run(process.env, scrubbed);
