/** Why a run stops early: a cancel, or `run-timeout-minutes`. */
export type StopReason = "cancelled" | "timed-out";

export interface Stops {
  signal: AbortSignal;
  reason(): StopReason | null;
  dispose(): void;
}

/** The first to abort counts; the deadline when both already have. */
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
