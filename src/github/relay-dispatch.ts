/**
 * A relay leg's dispatch (issue 11, `mode: relay`): the `workflow_dispatch` inputs `relay-run` (the
 * run it continues: its first workflow run's id) and `relay-round` (the round it starts).
 */
import * as z from "zod";

/** A dispatch's relay inputs: the run it continues and the round it starts; both or neither. */
export const RelayInputs = z.looseObject({
  "relay-run": z.string().optional(),
  "relay-round": z.string().optional(),
});

/** What a relay dispatch names: the run's identity (its first workflow run id) and the round it starts. */
export interface RelayDispatch {
  run: string;
  round: number;
}

/** The relay inputs of a `workflow_dispatch`, null when it has none (an ordinary dispatch), `malformed` when they are not a run id and a round. */
export function relayDispatch(inputs: z.infer<typeof RelayInputs> | null): RelayDispatch | "malformed" | null {
  const run = inputs?.["relay-run"]?.trim() ?? "";
  const round = inputs?.["relay-round"]?.trim() ?? "";
  if (run === "" && round === "") return null;
  if (!/^\d{1,20}$/.test(run) || !/^[1-9]\d{0,8}$/.test(round)) return "malformed";
  return { run, round: Number(round) };
}

/** Whether `payload`, a `workflow_dispatch` event's, names a relay leg (well formed or not: the trigger's parse judges that). */
export function isRelayLeg(payload: unknown): boolean {
  const event = z.looseObject({ inputs: RelayInputs.nullable().optional() }).safeParse(payload);
  return event.success && relayDispatch(event.data.inputs ?? null) !== null;
}
