/**
 * The judge of every webhook payload the tests hand the App or the action: GitHub's published
 * webhook schemas (`@octokit/webhooks-schemas`, JSON Schema draft 07), checked with ajv. A payload
 * GitHub would not send fails the test that built it, naming the event, the action and the field.
 */
import { createRequire } from "node:module";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

/** The schema package's root: one definition per event and action (`issues$labeled`, `workflow_dispatch$event`). */
interface WebhookSchemas {
  definitions: Record<string, JsonSchema>;
}
type JsonSchema = { properties?: Record<string, JsonSchema> } & Record<string, unknown>;

/**
 * Fields the community schema declares non-null that GitHub's own webhook description (the
 * `webhooks` of api.github.com's OpenAPI description, as `@octokit/openapi-webhooks-types`
 * carries it) declares nullable, and that the product reads; each is widened to allow null.
 * - `pull_request.head.repo` of a pull request whose fork was deleted;
 * - `comment.user` of an issue comment.
 */
const NULLABLE_IN_GITHUBS_DESCRIPTION: readonly (readonly [definition: string, ...path: string[]])[] = [
  ["simple-pull-request", "head", "repo"],
  ["issue-comment", "user"],
];

/** A payload that is not one GitHub sends for its event: the message names the event, the action and each failing field. */
export class WebhookSchemaError extends Error {}

function loadSchemas(): WebhookSchemas {
  const { definitions } = createRequire(import.meta.url)("@octokit/webhooks-schemas") as WebhookSchemas;
  // Only the definitions: the root's `oneOf` over every event would make ajv compile all 344 of them (seconds) for one payload.
  const schemas: WebhookSchemas = { definitions: structuredClone(definitions) };
  for (const [definition, ...path] of NULLABLE_IN_GITHUBS_DESCRIPTION) {
    const last = path.at(-1) ?? "";
    let parent = schemas.definitions[definition];
    for (const key of path.slice(0, -1)) parent = parent?.properties?.[key];
    const field = parent?.properties?.[last];
    if (parent?.properties === undefined || field === undefined)
      throw new Error(`the webhook schema has no ${definition}.${path.join(".")}`);
    parent.properties[last] = { anyOf: [field, { type: "null" }] };
  }
  return schemas;
}

// ajv-formats is CommonJS: its default import is `module.exports`, which carries the plugin as `default` too.
const addFormats = addFormatsModule.default;
const ajv = new Ajv({ strict: true, allErrors: true });
addFormats(ajv);
// The schema's own annotation for TypeScript generators; it asserts nothing.
ajv.addKeyword("tsAdditionalProperties");
const schemas = loadSchemas();
ajv.addSchema(schemas, "webhooks");
/** The most failing fields one error lists; a payload of the wrong shape altogether fails on dozens. */
const MAX_LINES = 20;
const validators = new Map<string, ValidateFunction>();

/**
 * The schema definition a payload of `event` is judged by: the event's action's
 * (`issues$labeled`), or the event's only one (`workflow_dispatch$event`, `repository_dispatch$event`).
 * @throws WebhookSchemaError when the schemas know no such event and action.
 */
function definitionFor(event: string, action: string | null): string {
  const perAction = `${event}$${action ?? ""}`;
  if (action !== null && perAction in schemas.definitions) return perAction;
  const single = `${event}$event`;
  if (single in schemas.definitions) return single;
  throw new WebhookSchemaError(`GitHub's webhook schemas know no ${event}${action === null ? "" : `.${action}`} event`);
}

/** One failing field as a reader finds it in the payload: `label.name: must be string`, `issue.state: missing`. */
function fieldLine(error: ErrorObject): string {
  const at = error.instancePath.slice(1).replaceAll("/", ".");
  const join = (field: string) => (at === "" ? field : `${at}.${field}`);
  if (error.keyword === "required") return `${join(String(error.params["missingProperty"]))}: missing`;
  if (error.keyword === "additionalProperties") return `${join(String(error.params["additionalProperty"]))}: not a field GitHub sends`;
  return `${at === "" ? "payload" : at}: ${error.message ?? error.keyword}`;
}

/**
 * The failing fields of `payload` as webhook `event` (e.g. `issues`, `issue_comment`,
 * `pull_request_review`, `workflow_dispatch`), one line each; empty when GitHub could have sent it.
 * @throws WebhookSchemaError when the schemas know no such event and action.
 */
export function webhookSchemaErrors(event: string, payload: unknown): string[] {
  const action =
    typeof payload === "object" && payload !== null && "action" in payload && typeof payload.action === "string" ? payload.action : null;
  const definition = definitionFor(event, action);
  let validate = validators.get(definition);
  if (validate === undefined) {
    validate = ajv.getSchema(`webhooks#/definitions/${definition}`);
    if (validate === undefined) throw new Error(`ajv did not compile ${definition}`);
    validators.set(definition, validate);
  }
  if (validate(payload)) return [];
  // Under `anyOf`/`oneOf` each branch's failure is listed; the same line twice says nothing more.
  const lines = [...new Set((validate.errors ?? []).map(fieldLine))];
  return lines.length <= MAX_LINES ? lines : [...lines.slice(0, MAX_LINES), `… and ${lines.length - MAX_LINES} more`];
}

/**
 * Passes when GitHub could have sent `payload` as webhook `event`.
 * @throws WebhookSchemaError naming the event, the action and every failing field.
 */
export function assertWebhookPayload(event: string, payload: unknown): void {
  const errors = webhookSchemaErrors(event, payload);
  if (errors.length === 0) return;
  const action = typeof payload === "object" && payload !== null && "action" in payload ? `.${String(payload.action)}` : "";
  throw new WebhookSchemaError(
    `the ${event}${action} payload is not one GitHub sends (@octokit/webhooks-schemas):\n${errors.map((line) => `  ${line}`).join("\n")}`,
  );
}
