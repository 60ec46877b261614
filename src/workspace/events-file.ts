import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { EventSink, RunEvent } from "../core/events.js";
import { sanitizeJson } from "../core/sanitize.js";

export interface EventsFileOptions {
  /** Redacted from every string of an event, besides the token shapes `sanitizeJson` finds. */
  secrets?: readonly string[];
  /** Told about the first write error; the run goes on. */
  onError?: (error: Error) => void;
}

/** The event log: one JSON line per event, written synchronously so the file is whole whenever the process stops. Never throws in `emit`. */
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
