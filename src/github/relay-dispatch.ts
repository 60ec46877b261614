/** A relay leg's dispatch (`mode: relay`): the inputs `relay-run` (the run's first workflow run id) and `relay-round`. */
import * as z from "zod";

/** Both or neither. */
export const RelayInputs = z.looseObject({
  "relay-run": z.string().optional(),
  "relay-round": z.string().optional(),
});

/** The run a relay leg continues (its first workflow run id) and the round it starts. */
export interface RelayDispatch {
  run: string;
  round: number;
}

/** A dispatch's relay inputs; null for none, `malformed` when they are not a run id and a round. */
export function relayDispatch(inputs: z.infer<typeof RelayInputs> | null): RelayDispatch | "malformed" | null {
  const run = inputs?.["relay-run"]?.trim() ?? "";
  const round = inputs?.["relay-round"]?.trim() ?? "";
  if (run === "" && round === "") return null;
  if (!/^\d{1,20}$/.test(run) || !/^[1-9]\d{0,8}$/.test(round)) return "malformed";
  return { run, round: Number(round) };
}

/** Whether a `workflow_dispatch` payload names a relay leg, well formed or not. */
export function isRelayLeg(payload: unknown): boolean {
  const event = z.looseObject({ inputs: RelayInputs.nullable().optional() }).safeParse(payload);
  return event.success && relayDispatch(event.data.inputs ?? null) !== null;
}
