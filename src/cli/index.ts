#!/usr/bin/env node
/**
 * The `ralph-bot` command (package.json `bin`, bundled to `dist/cli.js`). Ctrl-C (SIGINT) or
 * SIGTERM stops the run after the round in progress is saved; a second Ctrl-C quits at once
 * (exit code 130; the sandboxed agent dies with the process). A reader that goes away
 * (`ralph-bot init --dry-run | head -1`) ends the output, not the command: it finishes quietly.
 */
import { removePrivateFoldersOnExit } from "../workspace/workspace.js";
import { main } from "./program.js";

// A reader gone away (EPIPE) destroys the stream, which then drops later writes; without this
// listener Node would end the process with a stack trace, and a run before its round is saved.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });
}

// Before the signals' own listeners below (see `removePrivateFoldersOnExit`).
removePrivateFoldersOnExit();

const termination = new AbortController();
const stop = (): void => {
  if (termination.signal.aborted) process.exit(130);
  process.stderr.write("\nstopping: the round in progress is ended and committed (Ctrl-C again to quit at once)\n");
  termination.abort();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  termination: termination.signal,
  stdin: process.stdin,
});
