/** What Ralph hands a workflow run it dispatches, in one versioned JSON input, `carry`; people leave it empty. */
import * as z from "zod";

export const CARRY_INPUT = "carry";

export const CARRY_VERSION = 1;

/** Each as the separate input of its name held it in the earlier form. */
export const CARRIED_FIELDS = ["comment-id", "pull-request", "review-id", "check", "relay-run", "relay-round"] as const;
export type CarriedField = (typeof CARRIED_FIELDS)[number];
export type CarryFields = Partial<Record<CarriedField, string>>;

const Field = z.string().min(1).max(200);
const Carry = z.strictObject({
  version: z.literal(CARRY_VERSION, { error: `must be ${CARRY_VERSION}: this release reads carry version ${CARRY_VERSION}` }),
  ...Object.fromEntries(CARRIED_FIELDS.map((field) => [field, Field.optional()])),
});

/** Its message names the input and what is wrong. */
export class CarryError extends Error {}

function present(carried: CarryFields): CarryFields {
  return Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== undefined && value !== ""));
}

export function carriesAnything(carried: CarryFields): boolean {
  return Object.keys(present(carried)).length > 0;
}

export function encodeCarry(carried: CarryFields): string {
  return JSON.stringify({ version: CARRY_VERSION, ...present(carried) });
}

/** @throws CarryError when it is not the JSON object this release writes. */
export function readCarry(text: string): CarryFields {
  if (text.trim() === "") return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CarryError(`the dispatch input '${CARRY_INPUT}' is not JSON: it is set by Ralph, leave it empty`);
  }
  const parsed = Carry.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "it"} ${issue.message}`).join("; ");
    throw new CarryError(`the dispatch input '${CARRY_INPUT}' is not what Ralph writes (${problems}): it is set by Ralph, leave it empty`);
  }
  const { version: _, ...fields } = parsed.data;
  return present(fields as CarryFields);
}

const DispatchEvent = z.looseObject({ inputs: z.record(z.string(), z.unknown()).nullish() });

/** None for another event. @throws CarryError as {@link readCarry}. */
export function readDispatchCarry(eventName: string, payload: unknown): CarryFields {
  if (eventName !== "workflow_dispatch") return {};
  const event = DispatchEvent.safeParse(payload);
  const carry = event.success ? event.data.inputs?.[CARRY_INPUT] : undefined;
  return typeof carry === "string" ? readCarry(carry) : {};
}

/** The carry's fields as inputs, as the earlier form sent them (one sent alone wins). @throws CarryError as {@link readCarry}. */
export function expandCarry(eventName: string, payload: unknown): unknown {
  if (eventName !== "workflow_dispatch") return payload;
  const carried = readDispatchCarry(eventName, payload);
  const inputs = DispatchEvent.safeParse(payload).data?.inputs;
  if (inputs == null || Object.keys(carried).length === 0) return payload;
  const given = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== ""));
  return { ...(payload as object), inputs: { ...carried, ...given } };
}
