/**
 * The event log as a file: one JSON line per event (issue 6), at the path the action names in
 * its `events-file` output.
 */
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { EventSink, RunEvent } from "../core/events.js";
import { sanitizeJson } from "../core/sanitize.js";

/** Options of {@link createEventsFile}. */
export interface EventsFileOptions {
  /**
   * Secret values (the token, `agent-env` values) redacted from every string of an event, which is
   * sanitized as all text the bot writes is (`sanitizeJson`: token shapes redacted too, terminal
   * sequences and control characters removed); default none.
   */
  secrets?: readonly string[];
  /** Told about the first write error; later ones are dropped. The run goes on either way. */
  onError?: (error: Error) => void;
}

/**
 * An {@link EventSink} appending each event as one JSON line (UTF-8, `\n`-terminated) to `path`.
 * Creates the parent directory and empties the file at once, so the file holds exactly this run's
 * events. Writes are synchronous, so the file is complete whenever the process stops.
 * `emit` never throws: a write error goes to `onError` (once).
 * @throws Error from the factory when the file cannot be created.
 */
export function createEventsFile(path: string, options: EventsFileOptions = {}): EventSink {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, "");
  let failed = false;
  return {
    emit(event: RunEvent): void {
      try {
        appendFileSync(path, `${JSON.stringify(sanitizeJson(event, options.secrets ?? []))}\n`);
      } catch (error) {
        if (!failed) options.onError?.(error instanceof Error ? error : new Error(String(error)));
        failed = true;
      }
    },
  };
}
