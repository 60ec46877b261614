/**
 * How a workflow run's cancel reaches the GitHub client's calls (see `ClientOptions.cancel` in
 * `client.ts`): which calls came after it, which are on the wire, and which were given up while
 * they waited, so a stale write never lands after the run's ending.
 */
import type { Octokit as CoreOctokit, OctokitOptions } from "@octokit/core";

/**
 * What a client's cancel (see {@link ClientOptions.cancel}) needs to know of each call: which calls
 * were made after it (late: they go on, briefly), which are on the wire now (their answer is
 * awaited, so a stale write never lands after the ending's), and which were given up while they
 * waited (they are never sent afterwards). Shared by the two hooks of one client: the outer one
 * {@link createClient} adds, and {@link cancelGate}, which sits below plugin-throttling's queues,
 * right before the request goes out.
 */
export class CancelBook {
  readonly #late = new WeakSet<Call>();
  readonly #inFlight = new WeakSet<Call>();
  readonly #abandoned = new WeakSet<Call>();
  /** For a call the outer hook waits on: ends that wait with an error at once. */
  readonly #giveUp = new WeakMap<Call, (error: unknown) => void>();
  /** A call's last failure on the wire: what its wait ends with when the cancel finds it between tries. */
  readonly #lastError = new WeakMap<Call, unknown>();

  constructor(readonly signal: AbortSignal) {}

  /** Notes a call as it starts: late when the cancel came before it. */
  arrive(call: Call): void {
    if (this.signal.aborted) this.#late.add(call);
  }

  /** Whether `call` was made after the cancel. */
  isLate(call: Call): boolean {
    return this.#late.has(call);
  }

  /**
   * Sends `call` unless it was given up. When a call from before the cancel fails after it, its
   * outer wait ends at once with that failure (plugin-throttling would otherwise wait out a rate limit).
   */
  async send<C extends Call, T>(request: (call: C) => T | Promise<T>, call: C): Promise<T> {
    if (this.#abandoned.has(call)) throw new CallCancelled(call);
    this.#inFlight.add(call);
    try {
      return await request(call);
    } catch (error) {
      this.#lastError.set(call, error);
      if (this.signal.aborted && !this.#late.has(call)) this.#abandon(call, error);
      throw error;
    } finally {
      this.#inFlight.delete(call);
    }
  }

  /**
   * `sent` (the call going through the queues below), unless the cancel comes while the call is not
   * on the wire (queued for GitHub's pacing, or waiting out a rate limit): then the call is given up
   * and the answer is its last failure, or {@link CallCancelled} when it was never sent.
   */
  watch<T>(sent: Promise<T>, call: Call): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (!this.#inFlight.has(call)) this.#abandon(call, this.#lastError.get(call) ?? new CallCancelled(call));
      };
      this.#giveUp.set(call, reject);
      if (this.signal.aborted) onAbort();
      else this.signal.addEventListener("abort", onAbort, { once: true });
      sent.then(resolve, reject).finally(() => {
        this.signal.removeEventListener("abort", onAbort);
        this.#giveUp.delete(call);
      });
    });
  }

  #abandon(call: Call, error: unknown): void {
    this.#abandoned.add(call);
    this.#giveUp.get(call)?.(error);
  }
}

/**
 * The innermost of the bot's request hooks, under plugin-throttling's pacing and rate-limit queues
 * (plugins wrap in the order they are added, the first one innermost): with a {@link CancelBook}
 * in the client's options (`cancelBook`), every request passes {@link CancelBook.send} right before
 * it goes out.
 */
export function cancelGate(octokit: CoreOctokit, options: OctokitOptions): Record<string, never> {
  const book: unknown = options["cancelBook"];
  if (book instanceof CancelBook) octokit.hook.wrap("request", (request, call) => book.send(request, call));
  return {};
}

/**
 * A call the workflow run's cancel gave up while it waited (for GitHub's write pacing, or a rate
 * limit to reset): it was not sent, and never will be.
 */
export class CallCancelled extends Error {
  override readonly name = "CallCancelled";
  constructor(call: Call) {
    super(`the workflow run was cancelled before ${call.method} ${call.url} could be sent`);
  }
}

/** A request's options as the hooks see them: the method and the route (e.g. `/repos/{owner}/{repo}`), among others. */
export interface Call {
  method: string;
  url: string;
}
