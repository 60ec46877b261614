/** Why a run stops early: a cancel (stop command, runner cancel) or the run's time budget (`run-timeout-minutes`). */
export type StopReason = "cancelled" | "timed-out";

/** One signal for the agent and the verify command, and which stop fired first. */
export interface Stops {
  /** Aborts when either the cancel or the deadline signal aborts. */
  signal: AbortSignal;
  /** The first stop that fired, or null while none has. */
  reason(): StopReason | null;
  /** Remove the listeners from the caller's signals. */
  dispose(): void;
}

/**
 * Watch the caller's `cancel` and `deadline` signals. When both are already aborted at the start,
 * the deadline counts; afterwards, whichever aborts first.
 */
export function watchStops(cancel: AbortSignal, deadline: AbortSignal): Stops {
  const controller = new AbortController();
  let first: StopReason | null = null;
  const stop = (reason: StopReason) => (): void => {
    if (first !== null) return;
    first = reason;
    controller.abort();
  };
  const onDeadline = stop("timed-out");
  const onCancel = stop("cancelled");
  if (deadline.aborted) onDeadline();
  if (cancel.aborted) onCancel();
  deadline.addEventListener("abort", onDeadline, { once: true });
  cancel.addEventListener("abort", onCancel, { once: true });
  return {
    signal: controller.signal,
    reason: () => first,
    dispose: () => {
      deadline.removeEventListener("abort", onDeadline);
      cancel.removeEventListener("abort", onCancel);
    },
  };
}
