import { spawn } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { assertWebhookPayload } from "./webhook-schema.js";

/** The project root, where `action.yml` and `dist/` live. */
export const PROJECT_ROOT = resolve(import.meta.dirname, "../..");

interface ActionManifest {
  inputs: Record<string, { default?: string }>;
  runs: { using: string; main: string };
}

/** `action.yml`, parsed. */
export async function readActionManifest(): Promise<ActionManifest> {
  return parse(await readFile(join(PROJECT_ROOT, "action.yml"), "utf8")) as ActionManifest;
}

/** What a run of the bundled action left behind, as the runner would see it. */
export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Step outputs parsed from `GITHUB_OUTPUT`. */
  outputs: Record<string, string>;
  /** The job summary markdown from `GITHUB_STEP_SUMMARY`. */
  summary: string;
}

export interface ActionRunRequest {
  /** `GITHUB_EVENT_NAME`. */
  eventName: string;
  /** The event payload, written to `GITHUB_EVENT_PATH`; it must validate against GitHub's webhook schemas unless `malformed`. */
  payload: unknown;
  /** The payload is deliberately one GitHub would not send (a test of the bot's error handling): it is not validated. */
  malformed?: boolean;
  /** `owner/repo`. */
  repository: string;
  apiUrl: string;
  serverUrl: string;
  /** The checked-out workspace (`GITHUB_WORKSPACE`, the process's cwd). */
  workspace: string;
  /** Inputs by name; the rest take `action.yml`'s defaults, as the runner does. */
  inputs: Record<string, string>;
  /** Extra environment (e.g. secrets a workflow puts in `env:`). */
  env?: Record<string, string>;
  /** The node binary; default the one running the tests. */
  node?: string;
  /** Where the runner's temporary folder is made (default the system's); the caller removes it. */
  tempRoot?: string;
  /** Called with the child once started (to send signals). */
  onStart?: (child: import("node:child_process").ChildProcess) => void;
  /** Send the action's stdout to /dev/null instead of collecting it (`stdout` is then empty), e.g. for 256 MiB of agent output. */
  discardStdout?: boolean;
}

/** Parses the runner's `GITHUB_OUTPUT` file format (`name=value` and `name<<DELIM … DELIM`). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = "", delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? "");
      outputs[name] = value.join("\n");
    } else if (line.includes("=")) {
      const at = line.indexOf("=");
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

/**
 * Runs `node dist/action.js` exactly as an Actions runner does: `INPUT_*` for every
 * input in `action.yml` (defaults filled in, `${{ github.token }}` replaced by the
 * given token input), `GITHUB_*` and `RUNNER_TEMP` variables, files for outputs and
 * the job summary, cwd = the workspace.
 * @throws WebhookSchemaError when the payload is not one GitHub sends for the event and not marked `malformed`.
 */
export async function runAction(request: ActionRunRequest): Promise<ActionRun> {
  if (request.malformed !== true) assertWebhookPayload(request.eventName, request.payload);
  const manifest = await readActionManifest();
  const dir = await mkdtemp(join(request.tempRoot ?? tmpdir(), "ralph-runner-"));
  const eventPath = join(dir, "event.json");
  const outputPath = join(dir, "output");
  const summaryPath = join(dir, "summary.md");
  await writeFile(eventPath, JSON.stringify(request.payload));
  await writeFile(outputPath, "");
  await writeFile(summaryPath, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dir,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: request.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: request.repository,
    GITHUB_API_URL: request.apiUrl,
    GITHUB_SERVER_URL: request.serverUrl,
    GITHUB_WORKSPACE: request.workspace,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_RUN_ID: "4242",
    GITHUB_RUN_ATTEMPT: "1",
    RUNNER_TEMP: dir,
    ACTIONS_RUNTIME_TOKEN: "actions-runtime-secret-value",
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: "id-token-secret-value",
    GIT_CONFIG_NOSYSTEM: "1",
    ...request.env,
  };
  for (const [name, spec] of Object.entries(manifest.inputs)) {
    const given = request.inputs[name];
    env[`INPUT_${name.toUpperCase()}`] = given ?? (spec.default?.includes("${{") ? "" : (spec.default ?? ""));
  }
  const child = spawn(request.node ?? process.execPath, [join(PROJECT_ROOT, manifest.runs.main)], {
    cwd: request.workspace,
    env,
    stdio: ["ignore", request.discardStdout === true ? "ignore" : "pipe", "pipe"],
  });
  request.onStart?.(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exitCode = await new Promise<number | null>((done) => child.on("close", (code) => done(code)));
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputPath, "utf8")),
    summary: await readFile(summaryPath, "utf8"),
  };
}
