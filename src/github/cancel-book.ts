// How a workflow run's cancel reaches the client's calls, so no stale write lands after the ending.
import type { Octokit as CoreOctokit, OctokitOptions } from "@octokit/core";

/** Which calls came after the cancel, are on the wire, or were given up; shared by both hooks. */
export class CancelBook {
  readonly #late = new WeakSet<Call>();
  readonly #inFlight = new WeakSet<Call>();
  readonly #abandoned = new WeakSet<Call>();
  readonly #giveUp = new WeakMap<Call, (error: unknown) => void>();
  readonly #lastError = new WeakMap<Call, unknown>();

  constructor(readonly signal: AbortSignal) {}

  /** Late when the cancel came before it. */
  arrive(call: Call): void {
    if (this.signal.aborted) this.#late.add(call);
  }

  isLate(call: Call): boolean {
    return this.#late.has(call);
  }

  /** Sends `call` unless it was given up. */
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

  /** `sent`, unless the cancel finds the call off the wire. */
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

/** The innermost request hook: the first plugin added is innermost. */
export function cancelGate(octokit: CoreOctokit, options: OctokitOptions): Record<string, never> {
  const book: unknown = options["cancelBook"];
  if (book instanceof CancelBook) octokit.hook.wrap("request", (request, call) => book.send(request, call));
  return {};
}

/** A call the cancel gave up: never sent. */
export class CallCancelled extends Error {
  override readonly name = "CallCancelled";
  constructor(call: Call) {
    super(`the workflow run was cancelled before ${call.method} ${call.url} could be sent`);
  }
}

export interface Call {
  method: string;
  url: string;
}
