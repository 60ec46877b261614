import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { EventSink, RunEvent } from "../core/events.js";
import { sanitizeJson } from "../core/sanitize.js";

export interface EventsFileOptions {
  secrets?: readonly string[];
  /** Told about the first write error; the run goes on. */
  onError?: (error: Error) => void;
}

/** One JSON line per event, written synchronously so the file is whole whenever the process stops. */
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
