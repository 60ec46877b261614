/** A relay leg's dispatch inputs (`mode: relay`): `relay-run` and `relay-round`. */
import * as z from "zod";

/** Both or neither. */
export const RelayInputs = z.looseObject({
  "relay-run": z.string().optional(),
  "relay-round": z.string().optional(),
});

/** `run`: the run's first workflow run id. */
export interface RelayDispatch {
  run: string;
  round: number;
}

/** null for none; `malformed` unless a run id and a round. */
export function relayDispatch(inputs: z.infer<typeof RelayInputs> | null): RelayDispatch | "malformed" | null {
  const run = inputs?.["relay-run"]?.trim() ?? "";
  const round = inputs?.["relay-round"]?.trim() ?? "";
  if (run === "" && round === "") return null;
  if (!/^\d{1,20}$/.test(run) || !/^[1-9]\d{0,8}$/.test(round)) return "malformed";
  return { run, round: Number(round) };
}

/** Well formed or not. */
export function isRelayLeg(payload: unknown): boolean {
  const event = z.looseObject({ inputs: RelayInputs.nullable().optional() }).safeParse(payload);
  return event.success && relayDispatch(event.data.inputs ?? null) !== null;
}
