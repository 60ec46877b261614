/**
 * GitHub's REST description (npm `@octokit/openapi`, pinned in package.json:
 * `generated/api.github.com.json`, OpenAPI 3.0, 13 MB) made quick to judge by: parsing it and
 * compiling its schemas takes seconds, and vitest starts a process per test file. So the
 * description is read once per version (and set of served routes) into a cache under
 * `node_modules/.cache/openapi-judge/<version>/<routes hash>/`:
 * - `index.json`: every operation (method, path template, operation id, parameters with their
 *   schemas, whether it takes a JSON body, which statuses it documents and which have a body);
 * - `validators.cjs`: standalone Ajv validators for the request bodies and the answers of the
 *   operations the fake serves, plus GitHub's error body (`basic-error`).
 * The cache is built by vitest's global setup (test/support/openapi-global-setup.ts) before the
 * workers start, or on first use elsewhere (the demo); a build is written under a temporary name
 * and renamed, so two builders never leave half a file.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { _, Ajv } from "ajv";
import type { FormatsPlugin } from "ajv-formats";

const require = createRequire(import.meta.url);
// CommonJS modules whose `exports.default` TypeScript cannot reach through an ESM default import.
const addFormats = (require("ajv-formats") as { default: FormatsPlugin }).default;
const standaloneCode = (require("ajv/dist/standalone") as { default: (ajv: Ajv, exports: Record<string, string>) => string }).default;
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * Fields of an answer that GitHub documents as required but that the fake may leave out: the
 * hypermedia links (`url`, `*_url`, `_links`), which only point at other API or web pages. The
 * product never follows them (it builds its own URLs), so serving them would prove nothing.
 * The one rule that relaxes GitHub's description; nothing else is relaxed.
 */
export const HYPERMEDIA_FIELD = /(^|_)url$|^_links$/;

/** A JSON schema as the description writes it. */
export type Schema = Record<string, unknown>;

/** A path or query parameter of an operation, references resolved. */
export interface IndexedParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: Schema | null;
}

/** One operation of the description, as the judge needs it. */
export interface IndexedOperation {
  method: string;
  /** `/repos/{owner}/{repo}/issues/{issue_number}` */
  template: string;
  operationId: string;
  parameters: IndexedParameter[];
  /** null: the operation takes no JSON body; else whether one is required. */
  body: { required: boolean } | null;
  /** Documented statuses → whether GitHub documents a JSON body for it. */
  statuses: Record<string, boolean>;
}

/** The cache's index file. */
export interface JudgeIndex {
  /** `info.version` of the description. */
  version: string;
  operations: IndexedOperation[];
  /** Validator key (see {@link validatorKey}) → export name in `validators.cjs`. */
  validators: Record<string, string>;
}

/** A route the fake serves, as its router writes it (`/repos/:owner/:repo/issues/:number`). */
export interface ServedRoute {
  method: string;
  pattern: string;
}

/** The key of a compiled validator: `body POST /repos/{owner}/{repo}/pulls`, `answer 201 POST /…`, or `basic-error`. */
export function validatorKey(part: "body" | "answer", method: string, template: string, status?: string): string {
  return part === "body" ? `body ${method} ${template}` : `answer ${status ?? ""} ${method} ${template}`;
}

interface RawParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
type Content = { content?: Record<string, { schema?: Schema }> };
interface RawOperation {
  operationId: string;
  parameters?: (RawParameter | { $ref: string })[];
  requestBody?: (Content & { required?: boolean }) | { $ref: string };
  responses: Record<string, Content | { $ref: string }>;
}
interface Description {
  info: { version: string };
  paths: Record<string, Record<string, RawOperation>>;
  components: Record<string, Record<string, unknown>> & { schemas: Record<string, Schema> };
}

const METHODS = ["get", "put", "post", "patch", "delete", "head"];

/** The pinned description's version, read from the package (cheap: no parse of the description). */
function packageVersion(): string {
  return (require("@octokit/openapi/package.json") as { version: string }).version;
}

/**
 * Where the cache of this description's version for the routes `served` lives: a route the fake
 * gains gets a cache with its validators, instead of an older cache that would judge it by nothing.
 */
export function cacheDir(served: ServedRoute[]): string {
  const routes = served.map((route) => `${route.method} ${route.pattern}`).sort();
  const hash = createHash("sha256").update(JSON.stringify(routes)).digest("hex").slice(0, 16);
  return join(ROOT, "node_modules", ".cache", "openapi-judge", packageVersion(), hash);
}

/**
 * Builds the cache for the served routes unless it is there. Resolves to its folder. Throws when
 * `@octokit/openapi` is not installed (run `npm ci`).
 */
export async function ensureJudgeCache(served: ServedRoute[]): Promise<string> {
  const dir = cacheDir(served);
  if (existsSync(join(dir, "index.json")) && existsSync(join(dir, "validators.cjs"))) return dir;
  const description = require("@octokit/openapi/generated/api.github.com.json") as Description;
  const operations = indexOperations(description);
  const ajvRequests = validator(description.components.schemas, false);
  const ajvAnswers = validator(description.components.schemas, true);
  const validators: Record<string, string> = {};
  const exportsOf = { requests: {} as Record<string, string>, answers: {} as Record<string, string> };
  let next = 0;
  const add = (ajv: Ajv, bucket: Record<string, string>, key: string, schema: Schema, forAnswer: boolean): void => {
    const name = `v${next++}`;
    ajv.addSchema({ ...rooted(schema, forAnswer), $id: name });
    bucket[name] = name;
    validators[key] = name;
  };
  add(ajvAnswers, exportsOf.answers, "basic-error", { $ref: "#/components/schemas/basic-error" }, true);
  for (const operation of servedOperations(operations, served)) {
    const raw = description.paths[operation.template]?.[operation.method.toLowerCase()];
    if (!raw) continue;
    const body = raw.requestBody ? resolve<Content>(description, raw.requestBody).content?.["application/json"]?.schema : undefined;
    if (body) add(ajvRequests, exportsOf.requests, validatorKey("body", operation.method, operation.template), body, false);
    for (const [status, response] of Object.entries(raw.responses)) {
      const schema = resolve<Content>(description, response).content?.["application/json"]?.schema;
      if (schema) add(ajvAnswers, exportsOf.answers, validatorKey("answer", operation.method, operation.template, status), schema, true);
    }
  }
  // Each instance's standalone module in a scope of its own: both define the same helper names.
  const code = [
    `const requests = (() => { const module = { exports: {} }; const exports = module.exports;\n${standaloneCode(ajvRequests, exportsOf.requests)}\nreturn module.exports; })();`,
    `const answers = (() => { const module = { exports: {} }; const exports = module.exports;\n${standaloneCode(ajvAnswers, exportsOf.answers)}\nreturn module.exports; })();`,
    "module.exports = { ...requests, ...answers };",
  ].join("\n");
  const index: JudgeIndex = { version: description.info.version, operations, validators };
  await mkdir(dir, { recursive: true });
  const stamp = `${process.pid}-${Date.now()}`;
  await writeFile(join(dir, `validators.cjs.${stamp}`), code);
  await rename(join(dir, `validators.cjs.${stamp}`), join(dir, "validators.cjs"));
  await writeFile(join(dir, `index.json.${stamp}`), JSON.stringify(index));
  await rename(join(dir, `index.json.${stamp}`), join(dir, "index.json"));
  return dir;
}

/** Every operation, parameters resolved, most specific templates first (`/issues/comments` before `/issues/{issue_number}`). */
function indexOperations(description: Description): IndexedOperation[] {
  const operations: (IndexedOperation & { literals: number })[] = [];
  for (const [template, item] of Object.entries(description.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const parameters = (raw.parameters ?? [])
        .map((p) => resolve<RawParameter>(description, p))
        .filter((p): p is RawParameter & { in: "path" | "query" } => p.in === "path" || p.in === "query")
        .map((p) => ({ name: p.name, in: p.in, required: p.required === true, schema: p.schema ? inlined(description, p.schema) : null }));
      const requestBody = raw.requestBody ? resolve<Content & { required?: boolean }>(description, raw.requestBody) : undefined;
      const statuses: Record<string, boolean> = {};
      for (const [status, response] of Object.entries(raw.responses)) {
        statuses[status] = resolve<Content>(description, response).content?.["application/json"]?.schema !== undefined;
      }
      operations.push({
        method: method.toUpperCase(),
        template,
        operationId: raw.operationId,
        parameters,
        body: requestBody?.content?.["application/json"] ? { required: requestBody.required === true } : null,
        statuses,
        literals: template.split("/").filter((segment) => !segment.startsWith("{")).length,
      });
    }
  }
  return operations.sort((a, b) => b.literals - a.literals).map(({ literals: _literals, ...operation }) => operation);
}

/** The indexed operations that the fake's routes map to (a sample path of each route, matched). */
function servedOperations(operations: IndexedOperation[], served: ServedRoute[]): IndexedOperation[] {
  const found = new Set<IndexedOperation>();
  for (const route of served) {
    const sample = route.pattern.replace(/:[^/]+/g, "1").replace(/\*[^/]+$/, "a");
    const operation = operations.find((o) => o.method === route.method && templateRegex(o.template).test(sample));
    if (operation) found.add(operation);
  }
  return [...found];
}

/** A regex matching request paths of a template, capturing its `{name}` segments in order. */
export function templateRegex(template: string): RegExp {
  const source = template
    .split("/")
    .map((segment) => (/^\{.+\}$/.test(segment) ? "([^/]+)" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/** An Ajv holding the component schemas, as JSON Schema, in the document `github`. */
function validator(schemas: Record<string, Schema>, forAnswers: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateSchema: false,
    code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  });
  addFormats(ajv);
  // Formats GitHub's description names that ajv-formats does not know: any value of the type fits.
  for (const format of ["repo.nwo", "timestamp"]) ajv.addFormat(format, true);
  ajv.addSchema({ $id: "github", components: { schemas: jsonSchema(schemas, forAnswers) } });
  return ajv;
}

/**
 * The description's OpenAPI 3.0 schema as plain JSON Schema for Ajv: `nullable: true` becomes a
 * `null` type (or an `anyOf` with `null` where no type is named, e.g. beside `allOf`); examples go
 * (they only slow the build); for answers, `required` lists leave out {@link HYPERMEDIA_FIELD}s.
 */
function jsonSchema<T>(node: T, forAnswers: boolean): T {
  if (Array.isArray(node)) return node.map((item: unknown) => jsonSchema(item, forAnswers)) as T;
  if (node === null || typeof node !== "object") return node;
  const copy: Schema = {};
  for (const [name, value] of Object.entries(node)) {
    if (name === "example" || name === "examples" || name === "nullable") continue;
    copy[name] =
      name === "required" && forAnswers && Array.isArray(value)
        ? value.filter((field) => typeof field !== "string" || !HYPERMEDIA_FIELD.test(field))
        : jsonSchema(value, forAnswers);
  }
  if ((node as Schema)["nullable"] !== true) return copy as T;
  const type = copy["type"];
  if (typeof type === "string") {
    copy["type"] = [type, "null"];
    if (Array.isArray(copy["enum"])) copy["enum"] = [...(copy["enum"] as unknown[]), null];
    return copy as T;
  }
  return { anyOf: [copy, { type: "null" }] } as T;
}

/** The inline schema as JSON Schema, its `#/components/…` references pointed into the document `github`. */
function rooted(schema: Schema, forAnswer: boolean): Schema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== "object") return node;
    const copy: Schema = {};
    for (const [name, value] of Object.entries(node)) {
      copy[name] = name === "$ref" && typeof value === "string" ? `github${value}` : visit(value);
    }
    return copy;
  };
  return visit(jsonSchema(schema, forAnswer)) as Schema;
}

/** A parameter's schema with its references replaced by what they name (parameter schemas are small). */
function inlined(description: Description, schema: Schema): Schema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== "object") return node;
    if ("$ref" in node && typeof node.$ref === "string") return visit(resolve<Schema>(description, { $ref: node.$ref }));
    const copy: Schema = {};
    for (const [name, value] of Object.entries(node)) copy[name] = visit(value);
    return copy;
  };
  return jsonSchema(visit(schema) as Schema, false);
}

/** Resolves a `#/components/<kind>/<name>` reference, or returns the object itself. Throws on a dangling reference. */
function resolve<T>(description: Description, value: T | { $ref: string }): T {
  if (value === null || typeof value !== "object" || !("$ref" in value) || typeof value.$ref !== "string") return value as T;
  const [, , kind, name] = value.$ref.split("/");
  const found = description.components[kind ?? ""]?.[name ?? ""];
  if (found === undefined) throw new Error(`GitHub's description has no ${value.$ref}`);
  return found as T;
}
