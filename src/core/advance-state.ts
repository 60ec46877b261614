/**
 * How one finished round changes the run's state. Kept apart from `state.ts` because it reads a
 * {@link RoundRecord} (ports.ts), and ports.ts names the state: one direction, no circle.
 */
import { addLessons } from "./lessons.js";
import type { RoundRecord } from "./ports.js";
import type { RunState } from "./state.js";
import { noteFailure, rejectionLesson } from "./verification.js";

/**
 * The state after a finished round. A round without a valid report changes nothing, nor does one the
 * run's branch did not take for failing there (conflict markers: the branch stays at the last good
 * round, and so does the handoff a resumed run starts from). Otherwise its
 * report becomes the handoff, its lessons are added (plus one {@link rejectionLesson} when its
 * completion was rejected), a passed verification records the round's commit (when the run's
 * branch took it) and clears the failure note, and a failed one replaces the note.
 */
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
