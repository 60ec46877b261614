/** Between rounds: the round reported, the tracking comment refreshed, new comments read for a stop or notes. */
import * as core from "@actions/core";
import type { Sandbox } from "../../agents/sandbox.js";
import type { MaintainerNote, NotesPort } from "../../core/notes.js";
import type { ReporterPort, RoundRecord } from "../../core/ports.js";
import type { RunState } from "../../core/state.js";
import { RunRequests, type Requests } from "../../record/requests.js";
import { describeFailure } from "../failure.js";
import type { Run } from "./life.js";

export interface Between {
  reporter: ReporterPort;
  notes: NotesPort;
  stop: AbortSignal;
  /** A relay leg's one read before its round. */
  lookBefore(): Promise<void>;
}

export function openBetween(run: Run, sandbox: Sandbox, lookFrom: Date | null): Between {
  const stop = new AbortController();
  const notes = new PendingNotes();
  const take = (asked: Requests): void => {
    notes.add(asked.notes);
    if (asked.stopBy !== null) {
      core.info(`Ralph run stop requested by ${asked.stopBy}`);
      stop.abort();
    }
  };
  const look = lookAtConversations(run, lookFrom ?? run.identity.startedAt);
  return {
    reporter: roundReporter(run, { sandbox, look, take }),
    notes,
    stop: stop.signal,
    async lookBefore() {
      const asked = await run.leg.lookBefore(run, look);
      if (asked !== null) take(asked);
    },
  };
}

class PendingNotes implements NotesPort {
  #pending: MaintainerNote[] = [];

  add(notes: readonly MaintainerNote[]): void {
    this.#pending.push(...notes);
    for (const note of notes) core.info(`Ralph note from ${note.author} for the next round`);
  }

  take(): Promise<MaintainerNote[]> {
    const taken = this.#pending;
    this.#pending = [];
    return Promise.resolve(taken);
  }
}

/** One look at new comments on both conversations. @throws only when no conversation could be read. */
function lookAtConversations(run: Run, since: Date): () => Promise<Requests> {
  const { inputs, runner, octokit } = run;
  const settings = {
    command: inputs.command,
    botLogin: inputs["bot-login"],
    allowedPermission: inputs["allowed-permission"],
    maxRoundsLimit: inputs["max-rounds-limit"],
    secrets: run.secrets,
  };
  const conversations = [run.venue.conversation, ...(run.otherConversation !== null ? [run.otherConversation] : [])];
  const watched = conversations.map(
    (issueNumber) => new RunRequests(octokit, { owner: runner.owner, repo: runner.repo, issueNumber }, settings, since),
  );
  return async () => {
    // A look returns its notes once: a failed conversation must not lose the other's.
    const settled = await Promise.allSettled(watched.map((one) => one.look()));
    const asked = settled.flatMap((one) => (one.status === "fulfilled" ? [one.value] : []));
    const failed = settled.find((one) => one.status === "rejected");
    if (failed !== undefined && asked.length === 0) throw failed.reason;
    if (failed !== undefined)
      core.warning(`could not read one conversation's new comments: ${describeFailure(failed.reason, run.secrets)}`);
    return { stopBy: asked.find((one) => one.stopBy !== null)?.stopBy ?? null, notes: asked.flatMap((one) => one.notes) };
  };
}

/** Reports each round, then (in one job) refreshes the tracking comment and reads new comments. */
function roundReporter(
  run: Run,
  between: { sandbox: Sandbox; look: () => Promise<Requests>; take: (asked: Requests) => void },
): ReporterPort {
  const { termination } = run;
  return {
    async roundFinished(record: RoundRecord, state: RunState) {
      run.tracking.stateIs(state);
      // Reported even while the job is cancelled: the table and the outputs count it.
      const refusedHosts = between.sandbox.takeRefusals();
      await run.reporter.roundFinished(refusedHosts.length > 0 ? { ...record, refusedHosts } : record);
      // The runner kills the step within seconds: the ending writes the tracking comment.
      if (termination.aborted || !run.leg.looksBetweenRounds) return;
      await run.tracking.refresh();
      if (termination.aborted) return;
      const asked = await between.look().catch((error: unknown) => {
        core.warning(`could not read the issue's new comments (stop requests, notes): ${describeFailure(error, run.secrets)}`);
        return null;
      });
      if (asked !== null) between.take(asked);
    },
  };
}
