/**
 * A fake of the GitHub Actions "results" service that `@actions/artifact` (v2+) uploads to, on
 * 127.0.0.1 over real HTTP, so an upload in a test travels the same path as on a runner:
 *
 * 1. Twirp JSON `POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`
 *    (`Authorization: Bearer <ACTIONS_RUNTIME_TOKEN>`; body `workflow_run_backend_id`,
 *    `workflow_job_run_backend_id`, `name`, `version`, optional `expires_at`, `mime_type`) answered
 *    `{ ok, signed_upload_url }`, a SAS-style URL pointing back at this server;
 * 2. the Azure Blob block-blob upload `@azure/storage-blob` performs on that URL:
 *    Put Block (`PUT ?comp=block&blockid=…`) then Put Block List (`PUT ?comp=blocklist`, XML body),
 *    or a single Put Blob (`PUT`, `x-ms-blob-type: BlockBlob`);
 * 3. Twirp `FinalizeArtifact` (`name`, `size` as an int64 string, `hash` `sha256:<hex>`) answered
 *    `{ ok, artifact_id }`.
 *
 * The backend ids come from the JWT's `scp` claim (`Actions.Results:<runBackendId>:<jobBackendId>`),
 * which the library decodes without checking the signature; the fake checks the bearer token, the
 * ids, the upload URL's `sig`, and that the finalized size and hash match the bytes it received.
 * Finalized artifacts are kept with their zip bytes and the files unzipped from them.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { inflateRawSync } from "node:zlib";

/** The Twirp service path prefix `@actions/artifact` posts to. */
export const ARTIFACT_SERVICE = "/twirp/github.actions.results.api.v1.ArtifactService/";

/** Where a failure can be injected: a Twirp method, or the blob upload (any `PUT` on a signed URL). */
export type ArtifactFakeStep = "CreateArtifact" | "FinalizeArtifact" | "UploadBlob";

/** An injected failure: see {@link ArtifactFake.fail}. */
export interface InjectedFailure {
  /** HTTP status to answer, e.g. 500 (the library retries it) or 403 (it does not). */
  status: number;
  /** Twirp `msg` (or blob error message); default `injected failure`. */
  message?: string;
  /** How many requests fail before the step works again; default: all until {@link ArtifactFake.heal}. */
  times?: number;
}

/** A finalized artifact. */
export interface StoredArtifact {
  /** The id `FinalizeArtifact` answered (1, 2, … in order of creation). */
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  /** `mime_type` of `CreateArtifact` (`application/zip` for a zipped upload), or null. */
  mimeType: string | null;
  /** `expires_at` of `CreateArtifact` (RFC 3339), or null when no retention was asked. */
  expiresAt: string | null;
  /** `version` of `CreateArtifact` (7 for `@actions/artifact` 6). */
  version: number;
  /** The committed blob: the zip the library built (or the raw file with `skipArchive`). */
  blob: Buffer;
  /** The blob's entries by path when it is a zip (directories left out); empty otherwise. */
  files: Map<string, Buffer>;
  /** `hash` of `FinalizeArtifact` (`sha256:<hex>`), or null. */
  hash: string | null;
}

/** One request the fake answered. */
export interface ArtifactFakeRequest {
  method: string;
  /** Twirp method name (`CreateArtifact`), `PutBlock`, `PutBlockList`, `PutBlob`, or the raw path. */
  step: string;
  status: number;
}

/** Options of {@link startArtifactFake}. */
export interface ArtifactFakeOptions {
  /** Backend id of the workflow run in the token's scope; default a random UUID. */
  workflowRunBackendId?: string;
  /** Backend id of the job in the token's scope; default a random UUID. */
  workflowJobRunBackendId?: string;
}

/** A running fake results service. */
export interface ArtifactFake {
  /** `http://127.0.0.1:PORT` (also `ACTIONS_RESULTS_URL`, with a trailing slash as the runner sets it). */
  readonly baseUrl: string;
  /** The JWT a runner would hand the action as `ACTIONS_RUNTIME_TOKEN`. */
  readonly token: string;
  readonly workflowRunBackendId: string;
  readonly workflowJobRunBackendId: string;
  /** Finalized artifacts, in order. */
  readonly artifacts: StoredArtifact[];
  /** Every request answered, in order. */
  readonly requests: ArtifactFakeRequest[];
  /** The variables the runner gives a JavaScript action for artifacts: `ACTIONS_RUNTIME_TOKEN`, `ACTIONS_RESULTS_URL`. */
  env(): { ACTIONS_RUNTIME_TOKEN: string; ACTIONS_RESULTS_URL: string };
  /** The finalized artifact named `name`, or undefined. */
  artifact(name: string): StoredArtifact | undefined;
  /** Makes `step` answer with an error (Twirp JSON or Azure XML) until healed or `times` requests failed. */
  fail(step: ArtifactFakeStep, failure: InjectedFailure): void;
  /** Removes every injected failure. */
  heal(): void;
  /** Stops the server. */
  close(): Promise<void>;
}

/**
 * A JWT shaped like the runner's `ACTIONS_RUNTIME_TOKEN` (RS256 header, Actions scopes in `scp`,
 * the `Actions.Results:<runBackendId>:<jobBackendId>` scope `@actions/artifact` reads); the
 * signature is random bytes: clients decode the token, only the service checks it.
 */
export function fakeRuntimeToken(workflowRunBackendId: string, workflowJobRunBackendId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { typ: "JWT", alg: "RS256", x5t: randomBytes(20).toString("base64url") };
  const payload = {
    nameid: "dddddddd-dddd-dddd-dddd-dddddddddddd",
    scp: [
      `Actions.ExampleScope`,
      `Actions.Results:${workflowRunBackendId}:${workflowJobRunBackendId}`,
      `Actions.UploadArtifacts:00000000-0000-0000-0000-000000000000:1`,
      `LocationService.Connect`,
      `ReadAndUpdateBuildByUri:00000000-0000-0000-0000-000000000000/1`,
    ].join(" "),
    IdentityTypeClaim: "System:ServiceIdentity",
    "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/sid": "DDDDDDDD-DDDD-DDDD-DDDD-DDDDDDDDDDDD",
    "http://schemas.microsoft.com/ws/2008/06/identity/claims/primarysid": "dddddddd-dddd-dddd-dddd-dddddddddddd",
    aui: randomUUID(),
    sid: randomUUID(),
    ac: '[{"Scope":"refs/heads/main","Permission":3}]',
    orchid: `${workflowRunBackendId}.build.__default`,
    iss: "vstoken.actions.githubusercontent.com",
    aud: "vso:00000000-0000-0000-0000-000000000000",
    nbf: now - 60,
    exp: now + 6 * 3600,
  };
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part(header)}.${part(payload)}.${randomBytes(256).toString("base64url")}`;
}

interface PendingArtifact {
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  mimeType: string | null;
  expiresAt: string | null;
  version: number;
  /** Decoded path of the blob (`/devstoreaccount1/actions-results/<uuid>/<name>.zip`). */
  blobPath: string;
  sig: string;
  blocks: Map<string, Buffer>;
  blob: Buffer | null;
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const TWIRP_CODES: Record<number, string> = {
  400: "invalid_argument",
  401: "unauthenticated",
  403: "permission_denied",
  404: "not_found",
  409: "already_exists",
  429: "resource_exhausted",
  503: "unavailable",
};

/** Starts the fake on 127.0.0.1 with a random port. */
export async function startArtifactFake(options: ArtifactFakeOptions = {}): Promise<ArtifactFake> {
  const workflowRunBackendId = options.workflowRunBackendId ?? randomUUID();
  const workflowJobRunBackendId = options.workflowJobRunBackendId ?? randomUUID();
  const token = fakeRuntimeToken(workflowRunBackendId, workflowJobRunBackendId);
  const artifacts: StoredArtifact[] = [];
  const requests: ArtifactFakeRequest[] = [];
  const pending = new Map<string, PendingArtifact>(); // by name
  const byBlobPath = new Map<string, PendingArtifact>();
  const failures = new Map<ArtifactFakeStep, InjectedFailure>();
  let nextId = 1;
  let baseUrl = "";

  /** The injected failure for `step`, counted down; null when the step works. */
  function injected(step: ArtifactFakeStep): InjectedFailure | null {
    const failure = failures.get(step);
    if (!failure) return null;
    if (failure.times !== undefined) {
      if (failure.times <= 1) failures.delete(step);
      else failures.set(step, { ...failure, times: failure.times - 1 });
    }
    return failure;
  }

  function checkIds(body: Record<string, unknown>): void {
    if (body.workflow_run_backend_id !== workflowRunBackendId || body.workflow_job_run_backend_id !== workflowJobRunBackendId) {
      throw new TwirpError(403, "permission_denied", "workflow run or job backend id does not match the token");
    }
  }

  function twirp(method: string, body: Record<string, unknown>): object {
    const failure = method === "CreateArtifact" || method === "FinalizeArtifact" ? injected(method) : null;
    if (failure) throw new TwirpError(failure.status, TWIRP_CODES[failure.status] ?? "internal", failure.message ?? "injected failure");
    if (method === "CreateArtifact") {
      checkIds(body);
      const name = body.name;
      if (typeof name !== "string" || name === "") throw new TwirpError(400, "invalid_argument", "name is required");
      if (pending.has(name) || artifacts.some((artifact) => artifact.name === name)) {
        throw new TwirpError(409, "already_exists", "an artifact with this name already exists on the workflow run");
      }
      const sig = randomBytes(32).toString("base64");
      const blobPath = `/devstoreaccount1/actions-results/${randomUUID()}/${name}.zip`;
      const artifact: PendingArtifact = {
        id: nextId++,
        name,
        workflowRunBackendId,
        workflowJobRunBackendId,
        mimeType: typeof body.mime_type === "string" ? body.mime_type : null,
        expiresAt: typeof body.expires_at === "string" ? body.expires_at : null,
        version: typeof body.version === "number" ? body.version : 0,
        blobPath,
        sig,
        blocks: new Map(),
        blob: null,
      };
      pending.set(name, artifact);
      byBlobPath.set(blobPath, artifact);
      const url = new URL(blobPath.split("/").map(encodeURIComponent).join("/"), baseUrl);
      url.search = new URLSearchParams({
        sv: "2023-11-03",
        se: new Date(Date.now() + 3600_000).toISOString(),
        sr: "b",
        sp: "cw",
        sig,
      }).toString();
      return { ok: true, signed_upload_url: url.href };
    }
    if (method === "FinalizeArtifact") {
      checkIds(body);
      const name = typeof body.name === "string" ? body.name : "";
      const artifact = pending.get(name);
      if (!artifact) throw new TwirpError(404, "not_found", `no artifact named '${name}' is being uploaded`);
      if (!artifact.blob) throw new TwirpError(400, "invalid_argument", `artifact '${name}' has no committed blob`);
      if (String(body.size) !== String(artifact.blob.length)) {
        throw new TwirpError(
          400,
          "invalid_argument",
          `size ${String(body.size)} does not match the ${artifact.blob.length} bytes uploaded`,
        );
      }
      const hash = typeof body.hash === "string" ? body.hash : null;
      if (hash !== null && hash !== `sha256:${createHash("sha256").update(artifact.blob).digest("hex")}`) {
        throw new TwirpError(400, "invalid_argument", "hash does not match the bytes uploaded");
      }
      pending.delete(name);
      byBlobPath.delete(artifact.blobPath);
      artifacts.push({
        id: artifact.id,
        name,
        workflowRunBackendId,
        workflowJobRunBackendId,
        mimeType: artifact.mimeType,
        expiresAt: artifact.expiresAt,
        version: artifact.version,
        blob: artifact.blob,
        files: artifact.mimeType === "application/zip" ? unzip(artifact.blob) : new Map(),
        hash,
      });
      return { ok: true, artifact_id: String(artifact.id) };
    }
    throw new TwirpError(404, "bad_route", `no handler for method ${method}`);
  }

  async function handleTwirp(request: IncomingMessage, response: ServerResponse, method: string): Promise<void> {
    let status = 200;
    let answer: object;
    try {
      if (request.method !== "POST") throw new TwirpError(404, "bad_route", "twirp needs POST");
      if (request.headers.authorization !== `Bearer ${token}`) throw new TwirpError(401, "unauthenticated", "bad or missing bearer token");
      const raw = (await readBody(request)).toString("utf8");
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new TwirpError(400, "malformed", "the body is not JSON");
      }
      if (typeof body !== "object" || body === null) throw new TwirpError(400, "malformed", "the body is not an object");
      answer = twirp(method, body as Record<string, unknown>);
    } catch (error) {
      const twirpError = error instanceof TwirpError ? error : new TwirpError(500, "internal", String(error));
      status = twirpError.status;
      answer = { code: twirpError.code, msg: twirpError.message };
    }
    requests.push({ method: request.method ?? "", step: method, status });
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer));
  }

  async function handleBlob(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const comp = url.searchParams.get("comp");
    const step = comp === "block" ? "PutBlock" : comp === "blocklist" ? "PutBlockList" : "PutBlob";
    const body = await readBody(request);
    const blobError = (status: number, code: string, message: string): void => {
      requests.push({ method: request.method ?? "", step, status });
      response.writeHead(status, { "content-type": "application/xml", "x-ms-error-code": code, "x-ms-request-id": randomUUID() });
      response.end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
    };
    const artifact = byBlobPath.get(decodeURIComponent(url.pathname));
    if (request.method !== "PUT") return blobError(405, "UnsupportedHttpVerb", "only PUT is served");
    if (!artifact) return blobError(404, "BlobNotFound", "no upload was created for this blob");
    if (url.searchParams.get("sig") !== artifact.sig) return blobError(403, "AuthenticationFailed", "signature did not match");
    const failure = injected("UploadBlob");
    if (failure) return blobError(failure.status, "InternalError", failure.message ?? "injected failure");
    if (comp === "block") {
      const blockId = url.searchParams.get("blockid");
      if (!blockId) return blobError(400, "InvalidQueryParameterValue", "blockid is required");
      artifact.blocks.set(blockId, body);
    } else if (comp === "blocklist") {
      const ids = [...body.toString("utf8").matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map((match) => match[2] ?? "");
      const parts: Buffer[] = [];
      for (const id of ids) {
        const block = artifact.blocks.get(id);
        if (!block) return blobError(400, "InvalidBlockList", `block ${id} was not staged`);
        parts.push(block);
      }
      artifact.blob = Buffer.concat(parts);
      artifact.blocks.clear();
    } else if (comp === null) {
      if (request.headers["x-ms-blob-type"] !== "BlockBlob")
        return blobError(400, "InvalidHeaderValue", "x-ms-blob-type must be BlockBlob");
      artifact.blob = body;
    } else {
      return blobError(400, "InvalidQueryParameterValue", `comp=${comp} is not served`);
    }
    requests.push({ method: "PUT", step, status: 201 });
    response.writeHead(201, {
      "x-ms-request-id": randomUUID(),
      "x-ms-version": request.headers["x-ms-version"] ?? "2025-01-05",
      "x-ms-request-server-encrypted": "true",
      etag: `"0x${randomBytes(8).toString("hex").toUpperCase()}"`,
      "last-modified": new Date().toUTCString(),
      date: new Date().toUTCString(),
      "content-length": "0",
    });
    response.end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const handled = url.pathname.startsWith(ARTIFACT_SERVICE)
      ? handleTwirp(request, response, url.pathname.slice(ARTIFACT_SERVICE.length))
      : handleBlob(request, response, url);
    handled.catch((error: unknown) => {
      requests.push({ method: request.method ?? "", step: url.pathname, status: 500 });
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    token,
    workflowRunBackendId,
    workflowJobRunBackendId,
    artifacts,
    requests,
    env: () => ({ ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: `${baseUrl}/` }),
    artifact: (name) => artifacts.find((artifact) => artifact.name === name),
    fail: (step, failure) => void failures.set(step, failure),
    heal: () => failures.clear(),
    close: () =>
      new Promise<void>((done, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : done()));
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The entries of a zip (stored or deflated, no zip64, as archiver writes small archives), read
 * through the central directory, so entries written with data descriptors are handled.
 * @throws Error when the bytes are not such a zip.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip: no end of central directory record");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`zip: bad central directory entry at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (compressedSize === 0xffffffff || size === 0xffffffff || localHeader === 0xffffffff) throw new Error("zip: zip64 is not read");
    if (zip.readUInt32LE(localHeader) !== 0x04034b50) throw new Error(`zip: bad local header of ${name}`);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (!name.endsWith("/")) {
      const content = method === 0 ? Buffer.from(data) : method === 8 ? inflateRawSync(data) : null;
      if (content === null) throw new Error(`zip: compression method ${method} of ${name} is not read`);
      if (content.length !== size) throw new Error(`zip: ${name} is ${content.length} bytes, the directory says ${size}`);
      files.set(name, content);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
