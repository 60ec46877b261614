/**
 * What happens between the rounds: each finished round is reported (its round comment, with the
 * hosts the sandbox refused it), the tracking comment refreshed (at most every few seconds), and one read of the new comments
 * where the run talks and on the branch's other conversation finds a stop request and the
 * maintainer notes for the next round. A relay leg reads once, before its round (see `Leg`).
 */
import * as core from "@actions/core";
import type { Sandbox } from "../../agents/sandbox.js";
import type { MaintainerNote, NotesPort } from "../../core/notes.js";
import type { ReporterPort, RoundRecord } from "../../core/ports.js";
import type { RunState } from "../../core/state.js";
import { RunRequests, type Requests } from "../../record/requests.js";
import { describeFailure } from "../failure.js";
import type { Run } from "./life.js";

/** The loop's ports between rounds, and the signal a stop request aborts. */
export interface Between {
  reporter: ReporterPort;
  notes: NotesPort;
  /** Aborted when a person asked the run to stop. */
  stop: AbortSignal;
  /** The leg's one read before its round (a relay leg's), taken in; nothing for a run in one job. */
  lookBefore(): Promise<void>;
}

/**
 * Opens what the rounds need between them; reading new comments starts at `lookFrom` (the previous
 * leg's look), else at the run's start.
 */
export function openBetween(run: Run, sandbox: Sandbox, lookFrom: Date | null): Between {
  const { inputs, runner, octokit, termination } = run;
  const stop = new AbortController();
  let pending: MaintainerNote[] = [];
  const take = (asked: Requests): void => {
    pending.push(...asked.notes);
    for (const taken of asked.notes) core.info(`Ralph note from ${taken.author} for the next round`);
    if (asked.stopBy !== null) {
      core.info(`Ralph run stop requested by ${asked.stopBy}`);
      stop.abort();
    }
  };
  const requestSettings = {
    command: inputs.command,
    botLogin: inputs["bot-login"],
    allowedPermission: inputs["allowed-permission"],
    maxRoundsLimit: inputs["max-rounds-limit"],
    secrets: run.secrets,
  };
  // Stop requests and notes are read where the run talks and on the branch's other conversation.
  const conversations = [run.venue.conversation, ...(run.otherConversation !== null ? [run.otherConversation] : [])];
  const watched = conversations.map(
    (issueNumber) =>
      new RunRequests(
        octokit,
        { owner: runner.owner, repo: runner.repo, issueNumber },
        requestSettings,
        lookFrom ?? run.identity.startedAt,
      ),
  );
  const look = async (): Promise<Requests> => {
    // Each conversation's notes are returned by one look only: one that could not be read must not lose the other's.
    const settled = await Promise.allSettled(watched.map((one) => one.look()));
    const asked = settled.flatMap((one) => (one.status === "fulfilled" ? [one.value] : []));
    const failed = settled.find((one) => one.status === "rejected");
    if (failed !== undefined && asked.length === 0) throw failed.reason;
    if (failed !== undefined)
      core.warning(`could not read one conversation's new comments: ${describeFailure(failed.reason, run.secrets)}`);
    return {
      stopBy: asked.find((one) => one.stopBy !== null)?.stopBy ?? null,
      notes: asked.flatMap((one) => one.notes),
    };
  };
  const notes: NotesPort = {
    take: async () => {
      const taken = pending;
      pending = [];
      return taken;
    },
  };
  const reporter: ReporterPort = {
    async roundFinished(record: RoundRecord, state: RunState) {
      run.tracking.stateIs(state);
      // A finished round is always reported (one API call), also when the runner is cancelling the
      // job: the pull request's round table, the tracking comment and the outputs count it.
      const refusedHosts = sandbox.takeRefusals();
      await run.reporter.roundFinished(refusedHosts.length > 0 ? { ...record, refusedHosts } : record);
      // The runner kills the step within seconds: the rest waits for the ending, which writes the tracking comment.
      if (termination.aborted || !run.leg.looksBetweenRounds) return;
      await run.tracking.refresh();
      if (termination.aborted) return;
      const asked = await look().catch((error: unknown) => {
        core.warning(`could not read the issue's new comments (stop requests, notes): ${describeFailure(error, run.secrets)}`);
        return null;
      });
      if (asked !== null) take(asked);
    },
  };
  return {
    reporter,
    notes,
    stop: stop.signal,
    async lookBefore() {
      const asked = await run.leg.lookBefore(run, look);
      if (asked !== null) take(asked);
    },
  };
}
