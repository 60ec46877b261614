import { scrubOwnEnvironment } from "./scrub.js";

// Only the scrub is loaded before it (issue 20): where it has to re-execute node (the environment
// block cannot be blanked in place), the original image is replaced, and whatever else it had
// loaded would be loaded again.
const scrubbed = await scrubOwnEnvironment();
const { run } = await import("./main.js");
await run(process.env, scrubbed);
