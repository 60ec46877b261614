/** What people ask of a live run between rounds (`/ralph stop`, `/ralph note`). */
import type { MaintainerNote } from "../core/notes.js";
import { safeNote } from "../core/sanitize.js";
import type { PermissionLevel } from "../github/access.js";
import { isBot, permittedLogins } from "../github/access.js";
import type { RalphOctokit } from "../github/client.js";
import { readTrustedMarker, renderMarker } from "../github/markers.js";
import { readComments, type CommentOnIssue, type IssueRef } from "../github/thread.js";
import { parseCommand } from "../github/command.js";

export interface RequestSettings {
  command: string;
  botLogin: string;
  allowedPermission: PermissionLevel;
  maxRoundsLimit: number;
  secrets: readonly string[];
}

/** The App's stop request for a run between relay legs, for its next leg. */
export function renderStopMarker(by: string): string {
  return renderMarker("stop", { by });
}

export interface Requests {
  stopBy: string | null;
  /** Oldest first, each returned once. */
  notes: MaintainerNote[];
}

/** A sweep rereads this long before the previous sweep's answer (ms). */
export const LOOK_OVERLAP_MS = 5_000;

/** How often a look is a sweep (ms). */
export const LOOK_SWEEP_MS = 60_000;

/** Runner clock margin when GitHub's answer has no `Date` header (ms). */
export const LOOK_OVERLAP_RUNNER_CLOCK_MS = 60_000;

/** Stop requests and permitted people's notes, each look reading only what changed since the last. */
export class RunRequests {
  #sweepSince: Date;
  #since: Date | null = null;
  /** Runner clock, epoch ms. */
  #sweptAt = Number.NEGATIVE_INFINITY;
  readonly #runStart: number;
  readonly #seenNotes = new Set<number>();

  /** @param startedAt notes before it are not the run's. */
  constructor(
    private readonly octokit: RalphOctokit,
    private readonly ref: IssueRef,
    private readonly settings: RequestSettings,
    startedAt: Date,
  ) {
    this.#sweepSince = startedAt;
    this.#runStart = Math.floor(startedAt.getTime() / 1000) * 1000;
  }

  /** A failed look is not counted. @throws the Octokit error after its retries. */
  async look(now: Date = new Date()): Promise<Requests> {
    const { octokit, ref, settings } = this;
    const sweep = this.#since === null || now.getTime() - this.#sweptAt >= LOOK_SWEEP_MS;
    const from = sweep || this.#since === null ? this.#sweepSince : this.#since;
    // GitHub stamps whole seconds: a `since` with milliseconds would miss a comment of that very second.
    const since = new Date(Math.floor(from.getTime() / 1000) * 1000).toISOString();
    const { comments, answeredAt } = await readComments(octokit, ref, since);
    const permitted = permittedLogins(octokit, ref, settings.allowedPermission);
    const stopBy = await this.#stopRequest(comments, permitted);
    const notes: { id: number; note: MaintainerNote }[] = [];
    for (const comment of comments) {
      const note = this.#note(comment);
      if (note !== null && (await permitted(note.author))) notes.push({ id: comment.id, note });
    }
    for (const { id } of notes) this.#seenNotes.add(id);
    const byRunner = Number.isNaN(answeredAt);
    const answered = byRunner ? now.getTime() - LOOK_OVERLAP_RUNNER_CLOCK_MS : answeredAt;
    this.#since = new Date(Math.max(from.getTime(), answered));
    if (sweep) {
      const next = byRunner ? answered : answered - LOOK_OVERLAP_MS;
      this.#sweepSince = new Date(Math.max(this.#sweepSince.getTime(), next));
      this.#sweptAt = now.getTime();
    }
    return { stopBy, notes: notes.map(({ note }) => note) };
  }

  async #stopRequest(comments: readonly CommentOnIssue[], permitted: (login: string) => Promise<boolean>): Promise<string | null> {
    const { settings } = this;
    for (const comment of comments) {
      const marker = readTrustedMarker(comment, "stop", settings.botLogin);
      if (marker !== null) return typeof marker.by === "string" ? marker.by : settings.botLogin;
    }
    for (const comment of comments) {
      const author = person(comment);
      if (author === null) continue;
      if (parseCommand(comment.body ?? "", settings.command, settings.maxRoundsLimit)?.kind !== "stop") continue;
      if (await permitted(author)) return author;
    }
    return null;
  }

  #note(comment: CommentOnIssue): MaintainerNote | null {
    const author = person(comment);
    if (author === null || this.#seenNotes.has(comment.id) || Date.parse(comment.created_at) < this.#runStart) return null;
    const command = parseCommand(comment.body ?? "", this.settings.command, this.settings.maxRoundsLimit);
    if (command?.kind !== "note") return null;
    return { author, text: safeNote(command.text, this.settings.secrets), url: comment.html_url };
  }
}

/** null for bots. */
function person(comment: CommentOnIssue): string | null {
  const user = comment.user;
  return user === null || isBot({ login: user.login, type: user.type }) ? null : user.login;
}
