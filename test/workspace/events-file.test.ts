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
  it("writes one JSON line per event to a fresh file, sanitizing every string", () => {
    const path = join(dir, "nested", "events.jsonl");
    const sink = createEventsFile(path, { secrets: ["s3cret"] });
    writeFileSync(path, "stale\n");
    createEventsFile(path);
    sink.emit({ type: "round-start", time, round: 1 });
    sink.emit({
      type: "run-end",
      time,
      outcome: "blocked",
      rounds: 1,
      reason: "needs \x1b[31ms3cret\x1b[0m\u0000",
      lastPassingSha: null,
      elapsedMs: 5,
    });
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
