#!/usr/bin/env node
// The `ralph-bot` command: a first Ctrl-C stops after the round is saved, a second quits (130).
import { removePrivateFoldersOnExit } from "../workspace/workspace.js";
import { main } from "./program.js";

// A reader gone away (EPIPE) ends the output, not the command, nor a run before its round is saved.
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
