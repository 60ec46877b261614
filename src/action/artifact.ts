/**
 * Rescue bundles as workflow artifacts.
 *
 * When a round cannot be pushed anywhere, the workspace writes a `git bundle` of the round's
 * commits on the runner (`KeptWork` of kind `bundle`). The runner's disk goes away with the job,
 * so the action uploads that file as an artifact of the workflow run, where a maintainer can
 * download it from the run page, and the final comment links it.
 *
 * The upload uses `@actions/artifact` (the Actions "results" service: Twirp calls to
 * `ACTIONS_RESULTS_URL` authorized by the `ACTIONS_RUNTIME_TOKEN` JWT, the content to a signed
 * Azure blob URL). Both variables are given to JavaScript actions by the runner (not to `run:` steps).
 */
import { stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";

/** What {@link uploadRescueBundle} uploads. */
export interface RescueBundleUpload {
  /** Path of the bundle file on the runner (e.g. `$RUNNER_TEMP/ralph-issue-7-round-2.bundle`). */
  path: string;
  /**
   * Artifact name, unique within the workflow run (see {@link rescueArtifactName}). GitHub refuses
   * the characters `" : < > | * ? \ /`, carriage return and line feed.
   */
  name: string;
  /**
   * Days GitHub keeps the artifact; default {@link DEFAULT_RETENTION_DAYS}. The repository's own
   * limit (`GITHUB_RETENTION_DAYS`, set by the runner) caps it.
   */
  retentionDays?: number;
  /**
   * Upper bound on the whole upload, retries included; default {@link DEFAULT_UPLOAD_TIMEOUT_MS}.
   * When it passes, the result is a failure (the library's own requests cannot be cancelled and
   * may still finish in the background).
   */
  timeoutMs?: number;
}

/** An uploaded rescue bundle. */
export interface RescueArtifact {
  /** The artifact's id in the workflow run (as the REST API's `artifact_id`). */
  id: number;
  /** The artifact's name as given. */
  name: string;
  /**
   * Where a person downloads it:
   * `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}/artifacts/${id}`
   * (the same link `actions/upload-artifact` gives as its `artifact-url` output).
   */
  url: string;
  /** Bytes uploaded (the zip holding the bundle file). */
  size: number;
}

/** Why the bundle is not an artifact, in words for the final comment; never thrown. */
export interface RescueUploadFailure {
  failure: string;
}

/** Days an uploaded rescue bundle is kept unless the caller says otherwise. */
export const DEFAULT_RETENTION_DAYS = 30;
/** Time an upload may take, retries included, unless the caller says otherwise. */
export const DEFAULT_UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * The variables `@actions/artifact` reads from `process.env` itself. They are taken from the `env`
 * given to {@link uploadRescueBundle} for the duration of the upload.
 */
const LIBRARY_ENV = [
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RESULTS_URL",
  "GITHUB_SERVER_URL",
  "GITHUB_RETENTION_DAYS",
  "ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY",
  "ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS",
] as const;

/** The variables without which no artifact can be made or linked. */
const REQUIRED_ENV = ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID"] as const;

/**
 * The artifact name of a round's rescue bundle: `ralph-issue-7-round-2`, or `ralph-round-2` for a
 * run without an issue. Unique within a workflow run, as a round number is.
 */
export function rescueArtifactName(issueNumber: number | null, round: number): string {
  return issueNumber === null ? `ralph-round-${round}` : `ralph-issue-${issueNumber}-round-${round}`;
}

/**
 * The web link of artifact `id` of the current workflow run.
 * @param env needs `GITHUB_REPOSITORY` (`owner/repo`) and `GITHUB_RUN_ID`; `GITHUB_SERVER_URL` defaults to `https://github.com`.
 * @returns `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}/artifacts/${id}`, or null when a variable is missing.
 */
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
 * Upload a rescue bundle file as an artifact of the current workflow run (zipped, as every
 * artifact is: the zip holds the one file under its own name).
 *
 * Never throws: the caller is already on its error path. Every problem comes back as
 * `{ failure }`, a sentence naming the artifact and the cause, e.g.
 * - outside GitHub Actions: `not running in GitHub Actions (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL not set)`;
 * - the file is missing or empty;
 * - the service refused (`CreateArtifact` / `FinalizeArtifact` errors after the library's retries,
 *   an artifact of that name already in the run, the storage quota, GitHub Enterprise Server,
 *   which `@actions/artifact` v2+ does not support), the blob upload failed, or the timeout passed.
 *
 * @param upload the file, the artifact name and optional retention and timeout.
 * @param env the runner's environment (the action passes `process.env`): `ACTIONS_RUNTIME_TOKEN`,
 *   `ACTIONS_RESULTS_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID`, optionally `GITHUB_SERVER_URL`
 *   and the library's tuning variables. `@actions/artifact` reads `process.env` itself, so while
 *   the upload runs those variables in `process.env` are set from `env` and restored afterwards
 *   (nothing changes when `env` is `process.env`).
 * @returns the artifact's id, name, web URL and size, or `{ failure }`.
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

    // Loaded only here: the library and the Azure SDK under it are most of the action's bundle,
    // and a run that keeps no bundle never needs them (the action's start stays short).
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

/** Sets the library's variables in `process.env` from `env`; returns the function that puts the old values back. */
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

/**
 * An error's message on one line (the library's messages carry a help paragraph after a line
 * break); errors of the blob storage (Azure `RestError`, which has a `statusCode`) say so.
 */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split(/\r?\n/).find((part) => part.trim() !== "") ?? "unknown error").trim();
  const status = error instanceof Error ? (error as Error & { statusCode?: unknown }).statusCode : undefined;
  return typeof status === "number" ? `the blob storage answered ${status}: ${line}` : line;
}
