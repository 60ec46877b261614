/**
 * Runs the built App (`dist/app.js`) the way `npm run app` does — the real
 * `probot run` server as a child process — against the GitHub fake, and sends it
 * webhooks signed the way GitHub signs them.
 */
import { spawn } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "../support/action-runner.js";
import { assertWebhookPayload } from "../support/webhook-schema.js";

/** A running App server. */
export interface AppServer {
  /**
   * Sends `payload` (or `rawBody`) as event `event`, signed with the server's secret unless
   * `signature` replaces it. The payload must validate against GitHub's webhook schemas unless the
   * test marks it `malformed` (one GitHub would not send, to prove the App's error handling).
   * @throws WebhookSchemaError naming the event, the action and the failing fields, before anything is sent.
   */
  send(
    event: string,
    payload: unknown,
    options?: { signature?: string; rawBody?: string; malformed?: boolean },
  ): Promise<{ status: number; body: string }>;
  /** Everything the server printed so far (JSON log lines). */
  output(): string;
  /** The exit code once the process ended, else null. */
  exitCode(): number | null;
  /** Stops the server and waits for the process to end. */
  close(): Promise<void>;
}

/** How to start the server: the App's credentials and the API host it talks to. */
export interface AppServerOptions {
  appId: number;
  privateKey: string;
  secret: string;
  /** `host:port` of the GitHub fake, passed as Probot's `GHE_HOST` (API root `http://<host>/api/v3`). */
  githubHost: string;
  /** Extra environment, e.g. the App's `RALPH_*` settings. */
  env?: Record<string, string>;
  /** The app module `probot run` loads; default the built App, `dist/app.js`. */
  appPath?: string;
}

/** The `X-Hub-Signature-256` value GitHub sends for `body`. */
function sign(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * Starts `probot run <dist/app.js>` and resolves once it listens. The process runs in
 * an empty temporary directory so a developer's `.env` (which Probot loads from the
 * working directory) can never point the tests at a real GitHub.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const cwd = await mkdtemp(join(tmpdir(), "ralph-app-"));
  // Probot cannot listen on port 0 (it takes 0 for its default, 3000), so a free port is
  // picked first; another process may take it meanwhile, hence a few attempts.
  for (let attempt = 1; ; attempt++) {
    const started = await launch(options, cwd, await freePort());
    if (typeof started !== "string") return started;
    if (!started.includes("is already in use") || attempt === 3) {
      await rm(cwd, { recursive: true, force: true });
      throw new Error(`probot run did not start:\n${started}`);
    }
  }
}

/** The running server, or what the process printed before it failed to listen. */
async function launch(options: AppServerOptions, cwd: string, port: number): Promise<AppServer | string> {
  const child = spawn(
    process.execPath,
    [join(PROJECT_ROOT, "node_modules/probot/bin/probot.js"), "run", options.appPath ?? join(PROJECT_ROOT, "dist/app.js")],
    {
      cwd,
      env: {
        PATH: process.env["PATH"] ?? "",
        HOME: cwd,
        NODE_ENV: "production",
        APP_ID: String(options.appId),
        PRIVATE_KEY: options.privateKey,
        WEBHOOK_SECRET: options.secret,
        GHE_HOST: options.githubHost,
        GHE_PROTOCOL: "http",
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_FORMAT: "json",
        LOG_LEVEL: "info",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + 20_000;
  while (!output.includes("Listening on")) {
    if (!running() || Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited;
      return output;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }

  const webhookUrl = `http://127.0.0.1:${port}/api/github/webhooks`;
  return {
    async send(event, payload, { signature, rawBody, malformed = false } = {}) {
      if (!malformed) assertWebhookPayload(event, rawBody === undefined ? payload : JSON.parse(rawBody));
      const body = rawBody ?? JSON.stringify(payload);
      const res = await fetch(webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-github-event": event,
          "x-github-delivery": randomUUID(),
          "x-hub-signature-256": signature ?? sign(options.secret, body),
        },
        body,
      });
      return { status: res.status, body: await res.text() };
    },
    output: () => output,
    exitCode: () => child.exitCode,
    async close() {
      if (running()) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(killer);
      }
      await rm(cwd, { recursive: true, force: true });
    },
  };
}
