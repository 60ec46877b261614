/**
 * What people ask of a live run between its rounds (design contract: `/ralph stop`; issue 11:
 * `/ralph note <text>`), read from the issue's comments in one read per round.
 */
import type { MaintainerNote } from "../core/notes.js";
import { safeNote } from "../core/sanitize.js";
import type { PermissionLevel } from "../github/access.js";
import { isBot, permittedLogins } from "../github/access.js";
import type { RalphOctokit } from "../github/client.js";
import { readTrustedMarker } from "../github/markers.js";
import { readComments, type CommentOnIssue, type IssueRef } from "../github/thread.js";
import { parseCommand } from "../github/command.js";

/** What the look needs to know (action inputs `command`, `bot-login`, `allowed-permission`, `max-rounds-limit`). */
export interface RequestSettings {
  command: string;
  botLogin: string;
  allowedPermission: PermissionLevel;
  maxRoundsLimit: number;
  /** Secret values redacted from notes (the token, `agent-env` values). */
  secrets: readonly string[];
}

/** What people asked since the previous look. */
export interface Requests {
  /** Who asked the run to stop, or null. */
  stopBy: string | null;
  /** New `/ralph note` comments by permitted people, oldest first, each returned by one look only. */
  notes: MaintainerNote[];
}

/**
 * A sweep reads again the comments updated this long before GitHub answered the previous sweep
 * (ms), by GitHub's own clock (the answer's `Date` header), so the runner's clock being off
 * GitHub's does not matter: what is left is GitHub stamping whole seconds and a comment committed
 * while the answer was on its way. A comment missed once would be missed for good; notes read
 * twice are returned once.
 */
export const LOOK_OVERLAP_MS = 5_000;

/**
 * How often a look is a sweep (ms, by the runner's clock). Between sweeps a look reads only from
 * the whole second GitHub answered the previous look in, so rounds shorter than
 * {@link LOOK_OVERLAP_MS} do not read every earlier round's comments again at each look (issue 20):
 * a comment stamped before that second but committed after the previous look read (a write in
 * flight) is found by the next sweep, within this time. Rounds longer than this sweep at each look.
 */
export const LOOK_SWEEP_MS = 60_000;

/** Without a `Date` header (never from GitHub), the runner's clock is used, with this wider margin for its skew (ms). */
export const LOOK_OVERLAP_RUNNER_CLOCK_MS = 60_000;

/**
 * The live run's one read of new comments between rounds: a stop request (a trusted `stop` marker
 * the bot posted when it handled `/ralph stop` or the label's removal in another workflow run, or
 * a `/ralph stop` comment by a person holding `allowedPermission`) and the `/ralph note` comments
 * of such people. Each look lists only the comments updated since the previous successful look
 * (all pages; one API call per 100), so its cost stays bounded by what people wrote meanwhile,
 * not by the issue's length nor by the run's round count; plus one permission lookup per person
 * who wrote a command.
 */
export class RunRequests {
  /** Where the next sweep reads from. */
  #sweepSince: Date;
  /** Where the next look reads from when it is not a sweep; null before the first look. */
  #since: Date | null = null;
  /** When the previous sweep was answered, by the runner's clock (ms since the epoch). */
  #sweptAt = Number.NEGATIVE_INFINITY;
  readonly #runStart: number;
  readonly #seenNotes = new Set<number>();

  /** @param startedAt when the run started: the first look reads from then, and notes written before it are not the run's. */
  constructor(
    private readonly octokit: RalphOctokit,
    private readonly ref: IssueRef,
    private readonly settings: RequestSettings,
    startedAt: Date,
  ) {
    this.#sweepSince = startedAt;
    // GitHub's timestamps have whole seconds.
    this.#runStart = Math.floor(startedAt.getTime() / 1000) * 1000;
  }

  /**
   * Reads the comments updated since the previous look: from the whole second GitHub answered it in
   * (its `Date` header), or, on the first look and once {@link LOOK_SWEEP_MS} passed since the
   * previous sweep, from {@link LOOK_OVERLAP_MS} before GitHub answered that sweep (a sweep). Without
   * a `Date` header, from {@link LOOK_OVERLAP_RUNNER_CLOCK_MS} before `now`. A look that failed is
   * not counted, so the next one reads its comments too.
   * @param now the runner's clock (default: now)
   * @throws the Octokit error when the API fails after its retries.
   */
  async look(now: Date = new Date()): Promise<Requests> {
    const { octokit, ref, settings } = this;
    const sweep = this.#since === null || now.getTime() - this.#sweptAt >= LOOK_SWEEP_MS;
    const from = sweep || this.#since === null ? this.#sweepSince : this.#since;
    // GitHub's timestamps have whole seconds: a comment in the very second the look starts from
    // is stamped before it, and would be missed for good by a `since` with milliseconds.
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

  /** The comment's note when it is a `/ralph note` by a person, written since the run started and not returned before. */
  #note(comment: CommentOnIssue): MaintainerNote | null {
    const author = person(comment);
    if (author === null || this.#seenNotes.has(comment.id) || Date.parse(comment.created_at) < this.#runStart) return null;
    const command = parseCommand(comment.body ?? "", this.settings.command, this.settings.maxRoundsLimit);
    if (command?.kind !== "note") return null;
    return { author, text: safeNote(command.text, this.settings.secrets), url: comment.html_url };
  }
}

/** The login of the person who wrote a comment; null for bots (they never steer a run). */
function person(comment: CommentOnIssue): string | null {
  const user = comment.user;
  return user === null || isBot({ login: user.login, type: user.type }) ? null : user.login;
}
