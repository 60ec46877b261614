/** A round that cannot be pushed is kept as a `git bundle`, uploaded as an artifact of the workflow run. */
import { stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";

export interface RescueBundleUpload {
  path: string;
  /** Unique within the workflow run; GitHub refuses `" : < > | * ? \ /` and line breaks. */
  name: string;
  /** Days GitHub keeps it, capped by `GITHUB_RETENTION_DAYS`. */
  retentionDays?: number;
  /** Bound on the whole upload, retries included (ms). */
  timeoutMs?: number;
}

export interface RescueArtifact {
  /** The REST API's `artifact_id`. */
  id: number;
  name: string;
  url: string;
  /** Bytes of the zip. */
  size: number;
}

export interface RescueUploadFailure {
  failure: string;
}

export const DEFAULT_RETENTION_DAYS = 30;
export const DEFAULT_UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** What `@actions/artifact` reads from `process.env` itself. */
const LIBRARY_ENV = [
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RESULTS_URL",
  "GITHUB_SERVER_URL",
  "GITHUB_RETENTION_DAYS",
  "ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY",
  "ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS",
] as const;

const REQUIRED_ENV = ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID"] as const;

export function rescueArtifactName(issueNumber: number | null, round: number): string {
  return issueNumber === null ? `ralph-round-${round}` : `ralph-issue-${issueNumber}-round-${round}`;
}

/** Artifact `id`'s page; null when a variable is missing. */
export function artifactUrl(id: number, env: Readonly<Record<string, string | undefined>>): string | null {
  const repository = env.GITHUB_REPOSITORY;
  const runId = env.GITHUB_RUN_ID;
  if (!repository || !runId) return null;
  const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  return `${server}/${repository}/actions/runs/${runId}/artifacts/${id}`;
}

/** One upload at a time: each sets the library's variables in `process.env`. */
let queue: Promise<unknown> = Promise.resolve();

/** Uploads a rescue bundle as an artifact of this workflow run. Never throws: a problem is a `{ failure }` sentence. */
export function uploadRescueBundle(
  upload: RescueBundleUpload,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<RescueArtifact | RescueUploadFailure> {
  const run = queue.then(() => uploadNow(upload, env));
  queue = run.catch(() => undefined);
  return run;
}

async function uploadNow(
  upload: RescueBundleUpload,
  env: Readonly<Record<string, string | undefined>>,
): Promise<RescueArtifact | RescueUploadFailure> {
  const fail = (cause: string): RescueUploadFailure => ({
    failure: `could not upload the rescue bundle as workflow artifact '${upload.name}': ${cause}`,
  });
  try {
    const missing = REQUIRED_ENV.filter((key) => !env[key]);
    if (missing.length > 0) {
      const runtime = missing.filter((key) => key.startsWith("ACTIONS_"));
      return fail(
        runtime.length > 0
          ? `not running in GitHub Actions (${missing.join(", ")} not set)`
          : `the runner environment lacks ${missing.join(", ")}`,
      );
    }
    const path = resolve(upload.path);
    const file = await stat(path).catch((error: unknown) => error as NodeJS.ErrnoException);
    if (file instanceof Error) return fail(`cannot read ${path} (${file.code ?? file.message})`);
    if (!file.isFile()) return fail(`${path} is not a file`);
    if (file.size === 0) return fail(`${path} is empty`);

    // Loaded only here: it is most of the bundle, and most runs keep none.
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const timeoutMs = upload.timeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
    const restore = applyLibraryEnv(env);
    let timer: NodeJS.Timeout | undefined;
    try {
      const uploading = new DefaultArtifactClient().uploadArtifact(upload.name, [path], dirname(path), {
        retentionDays: upload.retentionDays ?? DEFAULT_RETENTION_DAYS,
        // A bundle's objects are already compressed.
        compressionLevel: 0,
      });
      uploading.catch(() => undefined);
      const timedOut = new Promise<"timeout">((done) => {
        timer = setTimeout(() => done("timeout"), timeoutMs);
      });
      const response = await Promise.race([uploading, timedOut]);
      if (response === "timeout") return fail(`the upload did not finish within ${Number((timeoutMs / 1000).toFixed(1))} s`);
      if (response.id === undefined) return fail("the artifact service returned no artifact id");
      const url = artifactUrl(response.id, env) ?? "";
      return { id: response.id, name: upload.name, url, size: response.size ?? file.size };
    } finally {
      clearTimeout(timer);
      restore();
    }
  } catch (error) {
    return fail(describe(error));
  }
}

/** Sets the library's variables from `env`; returns the undo. */
function applyLibraryEnv(env: Readonly<Record<string, string | undefined>>): () => void {
  if (env === process.env) return () => undefined;
  const saved = LIBRARY_ENV.map((key) => [key, process.env[key]] as const);
  for (const key of LIBRARY_ENV) setEnv(key, env[key]);
  return () => {
    for (const [key, value] of saved) setEnv(key, value);
  };
}

function setEnv(key: string, value: string | undefined): void {
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
}

/** An error's first line, with the blob storage's status when it has one. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split(/\r?\n/).find((part) => part.trim() !== "") ?? "unknown error").trim();
  const status = error instanceof Error ? (error as Error & { statusCode?: unknown }).statusCode : undefined;
  return typeof status === "number" ? `the blob storage answered ${status}: ${line}` : line;
}
