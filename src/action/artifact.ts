/** A round that cannot be pushed is kept as a `git bundle`, uploaded as an artifact of the workflow run. */
import { stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";

export interface RescueBundleUpload {
  path: string;
  /** Unique within the workflow run (see {@link rescueArtifactName}); GitHub refuses `" : < > | * ? \ /` and line breaks. */
  name: string;
  /** Days GitHub keeps it (default {@link DEFAULT_RETENTION_DAYS}), capped by the repository's `GITHUB_RETENTION_DAYS`. */
  retentionDays?: number;
  /** The whole upload's bound, retries included (default {@link DEFAULT_UPLOAD_TIMEOUT_MS}); past it, a failure. */
  timeoutMs?: number;
}

export interface RescueArtifact {
  /** The REST API's `artifact_id`. */
  id: number;
  name: string;
  /** Where a person downloads it (see {@link artifactUrl}). */
  url: string;
  /** Bytes of the zip. */
  size: number;
}

/** Why the bundle is not an artifact, for the final comment. */
export interface RescueUploadFailure {
  failure: string;
}

export const DEFAULT_RETENTION_DAYS = 30;
export const DEFAULT_UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** The variables `@actions/artifact` reads from `process.env` itself, set from the upload's `env` while it runs. */
const LIBRARY_ENV = [
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RESULTS_URL",
  "GITHUB_SERVER_URL",
  "GITHUB_RETENTION_DAYS",
  "ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY",
  "ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS",
] as const;

const REQUIRED_ENV = ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID"] as const;

/** A round's rescue bundle's artifact name: `ralph-issue-7-round-2`, or `ralph-round-2` without an issue. */
export function rescueArtifactName(issueNumber: number | null, round: number): string {
  return issueNumber === null ? `ralph-round-${round}` : `ralph-issue-${issueNumber}-round-${round}`;
}

/** Artifact `id`'s page, as upload-artifact links it; null when a variable is missing. */
export function artifactUrl(id: number, env: Readonly<Record<string, string | undefined>>): string | null {
  const repository = env.GITHUB_REPOSITORY;
  const runId = env.GITHUB_RUN_ID;
  if (!repository || !runId) return null;
  const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  return `${server}/${repository}/actions/runs/${runId}/artifacts/${id}`;
}

/** Uploads run one at a time: each sets the library's variables in `process.env` while it runs. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Uploads a rescue bundle as an artifact of this workflow run. `env` is the runner's environment;
 * the library reads `process.env`, which holds `env`'s values while the upload runs.
 * Never throws: every problem is a `{ failure }` sentence naming the artifact and the cause.
 */
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

    // Loaded only here: the library and the Azure SDK are most of the bundle, and most runs keep none.
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const timeoutMs = upload.timeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
    const restore = applyLibraryEnv(env);
    let timer: NodeJS.Timeout | undefined;
    try {
      const uploading = new DefaultArtifactClient().uploadArtifact(upload.name, [path], dirname(path), {
        retentionDays: upload.retentionDays ?? DEFAULT_RETENTION_DAYS,
        // A bundle's objects are already zlib-compressed: zipping them again only costs time.
        compressionLevel: 0,
      });
      uploading.catch(() => undefined); // settled below, or abandoned after the timeout
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

/** Sets the library's variables from `env`; returns what puts them back. */
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

/** An error's first line (the library's add a help paragraph); the blob storage's (`statusCode`) say so. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split(/\r?\n/).find((part) => part.trim() !== "") ?? "unknown error").trim();
  const status = error instanceof Error ? (error as Error & { statusCode?: unknown }).statusCode : undefined;
  return typeof status === "number" ? `the blob storage answered ${status}: ${line}` : line;
}
