/**
 * GitHub's own REST description as the judge of the fake: every request the product sends and
 * every answer the fake gives is checked against the operation GitHub documents for it (npm
 * `@octokit/openapi`, pinned; read through the cache of openapi-cache.ts). What does not fit is a
 * {@link Violation} naming the operation and the field; the test harness fails the test that
 * caused it (test/support/openapi-setup.ts).
 *
 * Judged: the operation exists for the method and path; path and query parameters are ones the
 * operation names and fit their schemas; the JSON body fits the request body schema; the answer
 * fits the response schema documented for its status. An error status the operation does not
 * document must still be GitHub's error body (`basic-error`); an undocumented success is a
 * violation. Answers may leave out hypermedia links (HYPERMEDIA_FIELD, the one relaxing rule).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import type { FormatsPlugin } from "ajv-formats";
import { templateRegex, validatorKey, type IndexedOperation, type IndexedParameter, type JudgeIndex } from "./openapi-cache.js";

// A CommonJS module whose `exports.default` TypeScript cannot reach through an ESM default import.
const addFormats = (createRequire(import.meta.url)("ajv-formats") as { default: FormatsPlugin }).default;

/** One mismatch between a request or answer and GitHub's description. */
export interface Violation {
  /** The documented route (`GET /repos/{owner}/{repo}/issues/{issue_number}/comments`), or the request as sent when none matches. */
  operation: string;
  /** GitHub's operation id (e.g. `issues/list-comments`), or null when no operation matches. */
  operationId: string | null;
  /** Which part: `route`, `path`, `query`, `body`, or `answer <status>`. */
  part: string;
  /** The field: a JSON pointer into the part (`/head/repo/forks_count`) or a parameter's name; empty for the whole part. */
  field: string;
  /** What is wrong, in the validator's words. */
  message: string;
}

/** The request as the fake saw it, and the answer it gave. */
export interface Exchange {
  method: string;
  /** Path without the query and without GHES's `/api/v3` prefix. */
  pathname: string;
  query: URLSearchParams;
  /** Parsed JSON body, or null when there was none. */
  body: unknown;
  status: number;
  /** The answer's JSON body, or undefined for none (204). */
  answer: unknown;
}

interface Compiled {
  operation: IndexedOperation;
  regex: RegExp;
}

/**
 * Judges exchanges against GitHub's REST description, read from the cache folder `dir` (built by
 * `ensureJudgeCache`). Throws when the cache cannot be read.
 */
export class OpenApiJudge {
  private readonly operations: Compiled[];
  private readonly validators: Record<string, ValidateFunction>;
  private readonly keys: Record<string, string>;
  /** Parameter schemas are small: compiled here, on first use, by one plain Ajv. */
  private readonly parameters = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  private readonly parameterValidators = new Map<Schema, ValidateFunction>();

  constructor(dir: string) {
    const index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8")) as JudgeIndex;
    this.operations = index.operations.map((operation) => ({ operation, regex: templateRegex(operation.template) }));
    this.keys = index.validators;
    this.validators = createRequire(import.meta.url)(join(dir, "validators.cjs")) as Record<string, ValidateFunction>;
    addFormats(this.parameters);
  }

  /** What in the exchange GitHub's description does not allow; empty when all fits. `answered` false leaves the answer unjudged. */
  judge(exchange: Exchange, answered: boolean): Violation[] {
    const found = this.route(exchange.method, exchange.pathname);
    if (!found) {
      return [
        {
          operation: `${exchange.method} ${exchange.pathname}`,
          operationId: null,
          part: "route",
          field: "",
          message: "GitHub documents no such operation",
        },
      ];
    }
    const { operation, params } = found;
    const where = { operation: `${operation.method} ${operation.template}`, operationId: operation.operationId };
    const violations: Violation[] = [];
    const named = (location: "path" | "query") => operation.parameters.filter((p) => p.in === location);

    for (const parameter of named("path")) {
      const value = params.get(parameter.name);
      if (value !== undefined) violations.push(...this.parameter(where, "path", parameter, value));
    }
    for (const name of new Set(exchange.query.keys())) {
      const parameter = named("query").find((p) => p.name === name);
      if (parameter === undefined)
        violations.push({ ...where, part: "query", field: name, message: "is not a parameter of this operation" });
      else violations.push(...this.parameter(where, "query", parameter, exchange.query.get(name) ?? ""));
    }
    for (const parameter of named("query").filter((p) => p.required && !exchange.query.has(p.name))) {
      violations.push({ ...where, part: "query", field: parameter.name, message: "is required" });
    }

    const hasBody = exchange.body !== null && exchange.body !== undefined;
    if (hasBody && operation.body === null)
      violations.push({ ...where, part: "body", field: "", message: "this operation takes no JSON body" });
    else if (hasBody)
      violations.push(...this.check(where, "body", validatorKey("body", operation.method, operation.template), exchange.body));
    else if (operation.body?.required) violations.push({ ...where, part: "body", field: "", message: "a JSON body is required" });

    if (answered) violations.push(...this.answer(where, operation, exchange));
    return violations;
  }

  private route(method: string, pathname: string): { operation: IndexedOperation; params: Map<string, string> } | undefined {
    for (const { operation, regex } of this.operations) {
      if (operation.method !== method) continue;
      const found = regex.exec(pathname);
      if (!found) continue;
      const names = [...operation.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? "");
      return { operation, params: new Map(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? "")])) };
    }
    return undefined;
  }

  private answer(where: Pick<Violation, "operation" | "operationId">, operation: IndexedOperation, exchange: Exchange): Violation[] {
    const status = String(exchange.status);
    const part = `answer ${status}`;
    const documented = operation.statuses[status];
    if (documented === undefined) {
      if (exchange.status < 400) return [{ ...where, part, field: "", message: "GitHub documents no such status for this operation" }];
      return this.check(where, part, "basic-error", exchange.answer ?? null);
    }
    if (!documented)
      return exchange.answer === undefined ? [] : [{ ...where, part, field: "", message: "GitHub documents no body for this status" }];
    if (exchange.answer === undefined) return [{ ...where, part, field: "", message: "GitHub documents a JSON body for this status" }];
    return this.check(where, part, validatorKey("answer", operation.method, operation.template, status), exchange.answer);
  }

  private parameter(
    where: Pick<Violation, "operation" | "operationId">,
    part: string,
    parameter: IndexedParameter,
    raw: string,
  ): Violation[] {
    if (parameter.schema === null) return [];
    let validate = this.parameterValidators.get(parameter.schema);
    if (validate === undefined) {
      validate = this.parameters.compile(parameter.schema);
      this.parameterValidators.set(parameter.schema, validate);
    }
    if (validate(typed(parameter.schema, raw))) return [];
    return (validate.errors ?? []).map((error) => ({
      ...where,
      part,
      field: `${parameter.name}${fieldOf(error)}`,
      message: messageOf(error),
    }));
  }

  private check(where: Pick<Violation, "operation" | "operationId">, part: string, key: string, value: unknown): Violation[] {
    const name = this.keys[key];
    const validate = name === undefined ? undefined : this.validators[name];
    // An operation the fake does not serve has no compiled validator: its 501 already fails the test.
    if (validate === undefined) return [];
    if (validate(value)) return [];
    return distinct((validate.errors ?? []).map((error) => ({ ...where, part, field: fieldOf(error), message: messageOf(error) })));
  }
}

type Schema = Record<string, unknown>;

/** A query or path value turned into the type its schema names, so `"7"` can fit an integer. */
function typed(schema: Schema, raw: string): unknown {
  const type = schema["type"];
  if ((type === "integer" || type === "number") && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (type === "boolean" && (raw === "true" || raw === "false")) return raw === "true";
  return raw;
}

function fieldOf(error: ErrorObject): string {
  const missing = error.keyword === "required" ? (error.params as { missingProperty?: string }).missingProperty : undefined;
  return missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`;
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === "required") return "is required";
  if (error.keyword === "enum") return `must be one of ${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)}`;
  return error.message ?? error.keyword;
}

function distinct(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const id = `${v.part} ${v.field} ${v.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
