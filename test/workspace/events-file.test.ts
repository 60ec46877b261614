import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RunEvent } from "../../src/core/events.js";
import { createEventsFile } from "../../src/workspace/events-file.js";

const dir = mkdtempSync(join(tmpdir(), "ralph-events-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const time = new Date(0).toISOString();

describe("createEventsFile", () => {
  it("writes one JSON line per event to a fresh file, redacting every string", () => {
    const path = join(dir, "nested", "events.jsonl");
    const sink = createEventsFile(path, { redact: (text) => text.replaceAll("s3cret", "[redacted]") });
    writeFileSync(path, "stale\n");
    createEventsFile(path);
    sink.emit({ type: "round-start", time, round: 1 });
    sink.emit({ type: "run-end", time, outcome: "blocked", rounds: 1, reason: "needs s3cret", lastPassingSha: null, elapsedMs: 5 });
    const lines = readFileSync(path, "utf8").split("\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(0, -1).map((line) => RunEvent.parse(JSON.parse(line)))).toEqual([
      { type: "round-start", time, round: 1 },
      { type: "run-end", time, outcome: "blocked", rounds: 1, reason: "needs [redacted]", lastPassingSha: null, elapsedMs: 5 },
    ]);
  });

  it("reports the first write error and never throws", () => {
    const errors: Error[] = [];
    const path = join(dir, "gone", "events.jsonl");
    const sink = createEventsFile(path, { onError: (error) => errors.push(error) });
    rmSync(join(dir, "gone"), { recursive: true });
    sink.emit({ type: "round-start", time, round: 1 });
    sink.emit({ type: "round-start", time, round: 2 });
    expect(errors).toHaveLength(1);
  });
});
