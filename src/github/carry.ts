/**
 * What Ralph hands a workflow run it dispatches travels in one `workflow_dispatch` input, `carry`: a
 * versioned JSON object of the inputs an earlier form declared one by one. People leave it empty.
 */
import * as z from "zod";

export const CARRY_INPUT = "carry";

export const CARRY_VERSION = 1;

/** What a carry holds: each field as the separate input of its name held it. */
export const CARRIED_FIELDS = ["comment-id", "pull-request", "review-id", "check", "relay-run", "relay-round"] as const;
export type CarriedField = (typeof CARRIED_FIELDS)[number];
export type CarryFields = Partial<Record<CarriedField, string>>;

const Field = z.string().min(1).max(200);
const Carry = z.strictObject({
  version: z.literal(CARRY_VERSION, { error: `must be ${CARRY_VERSION}: this release reads carry version ${CARRY_VERSION}` }),
  ...Object.fromEntries(CARRIED_FIELDS.map((field) => [field, Field.optional()])),
});

/** A carry that is not one Ralph writes: its message names the input and what is wrong. */
export class CarryError extends Error {}

function present(carried: CarryFields): CarryFields {
  return Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== undefined && value !== ""));
}

export function carriesAnything(carried: CarryFields): boolean {
  return Object.keys(present(carried)).length > 0;
}

/** The `carry` input's value, empty fields left out. */
export function encodeCarry(carried: CarryFields): string {
  return JSON.stringify({ version: CARRY_VERSION, ...present(carried) });
}

/**
 * The fields of a `carry` input's value; none for an empty one.
 * @throws CarryError when it is not the JSON object this release writes.
 */
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

/**
 * What a `workflow_dispatch` payload's `carry` input holds; none for another event or no carry.
 * @throws CarryError for a carry that is not the JSON object this release writes.
 */
export function readDispatchCarry(eventName: string, payload: unknown): CarryFields {
  if (eventName !== "workflow_dispatch") return {};
  const event = DispatchEvent.safeParse(payload);
  const carry = event.success ? event.data.inputs?.[CARRY_INPUT] : undefined;
  return typeof carry === "string" ? readCarry(carry) : {};
}

/**
 * A `workflow_dispatch` payload with its carry's fields as inputs of their own, as the earlier form
 * sent them (an input sent on its own wins); any other payload as it is.
 * @throws CarryError for a carry that is not the JSON object this release writes.
 */
export function expandCarry(eventName: string, payload: unknown): unknown {
  if (eventName !== "workflow_dispatch") return payload;
  const carried = readDispatchCarry(eventName, payload);
  const inputs = DispatchEvent.safeParse(payload).data?.inputs;
  if (inputs == null || Object.keys(carried).length === 0) return payload;
  const given = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== ""));
  return { ...(payload as object), inputs: { ...carried, ...given } };
}
