// Apart from state.ts, which ports.ts imports: no import circle.
import { addLessons } from "./lessons.js";
import type { RoundRecord } from "./ports.js";
import type { RunState } from "./state.js";
import { noteFailure, rejectionLesson } from "./verification.js";

/** A round without a valid report, or refused for conflict markers, changes nothing. */
export function advanceState(state: RunState, record: RoundRecord): RunState {
  const { report, verification } = record;
  if (report === null || record.commit.unpushed?.kind === "failed") return state;
  const failed = verification === null ? null : noteFailure(record.round, verification, report);
  const learned = [...(report.lessons ?? []), ...(failed?.rejectedCompletion === true ? [rejectionLesson(failed)] : [])];
  const passed = verification?.kind === "passed";
  const lessons = addLessons(state.lessons, learned);
  return {
    handoff: report,
    lessons: { items: [...lessons.items], dropped: lessons.dropped },
    lastPassingSha: passed && record.commit.unpushed === null ? record.commit.sha : state.lastPassingSha,
    failedVerification: passed ? null : (failed ?? state.failedVerification),
  };
}
