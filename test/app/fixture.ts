/**
 * The App's end-to-end fixture: a fresh GitHub fake per test with the App
 * registered (its public key, an installation on the repository's owner), a
 * maintainer with write access and a read-only user; the real `probot run`
 * server started on demand against it; GitHub's example payloads adjusted to
 * the fake; and a bounded poll of the fake for outcomes.
 */
import { generateKeyPairSync } from "node:crypto";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { startGitHubFake, type GitHubFake, type FakeWorkflow, type LoggedRequest } from "../support/github-fake.js";
import { commentPayloadFor, examplePayload, inRepository, reviewPayload } from "../support/scenario.js";
import { startAppServer, type AppServer } from "./app-server.js";

/** The App as registered in the fake. */
const APP_ID = 42;
const SLUG = "ralph-bot";
/** The identity the App's installation token acts as. */
export const APP_LOGIN = `${SLUG}[bot]`;
/** The repository the App is installed on (through its owner's installation). */
const OWNER = "octo";
export const REPO = "hello";
export const FULL_NAME = `${OWNER}/${REPO}`;
/** Has write access. */
export const MAINTAINER = "maint";
/** Has read access only. */
export const READER = "reader";
const SECRET = "webhook-secret";

/** What a test file gets from {@link useAppFixture}; `fake` is the current test's. */
export interface AppFixture {
  readonly fake: GitHubFake;
  /**
   * Registers the repository's Ralph workflow: by default `ralph.yml` with the App's example workflow
   * word for word (docs/app.md), whose `workflow_dispatch` inputs and run name the fake's dispatches read.
   */
  addWorkflow(file?: string, content?: string): FakeWorkflow;
  /** Starts the App server against the current fake, with extra `RALPH_*` settings. */
  startApp(env?: Record<string, string>): Promise<AppServer>;
  /** An `issues.labeled` (or `unlabeled`) payload for the issue. */
  labelPayload(issueNumber: number, options?: { label?: string; sender?: string; action?: string }): Record<string, unknown>;
  /** Posts the comment in the fake (so it can be reacted to) and builds its `issue_comment.created` payload. */
  commentPayload(issueNumber: number, body: string, sender?: string): { payload: Record<string, unknown>; commentId: number };
  /**
   * A `pull_request_review.submitted` payload for a review (default: requesting changes) of pull
   * request `pullNumber` in the fake, with the pull request as GitHub carries it (head, base).
   */
  reviewPayload(pullNumber: number, options?: { state?: string; sender?: string; reviewId?: number }): Record<string, unknown>;
  /** A `/ralph`-style comment on pull request `pullNumber` (posted in the fake): `issue.pull_request` set. */
  pullCommentPayload(pullNumber: number, body: string, sender?: string): { payload: Record<string, unknown>; commentId: number };
  /** `payload` as GitHub sends it to the App: with the App's installation. */
  installed(payload: Record<string, unknown>): Record<string, unknown>;
  /** Opens a pull request by the maintainer from `head` (`owner:branch` for a fork's); returns its number. */
  newPull(head: string): number;
  /** Opens an issue by the maintainer; returns its number. */
  newIssue(title?: string): number;
  /** Requests the fake served with this method and a path (with query) matching. */
  calls(method: string, path: RegExp): LoggedRequest[];
  /** The App's own comments on the issue, oldest first. */
  appComments(issueNumber: number): string[];
  /** Polls the fake until `done` holds; fails with the request log and the server's output after `timeoutMs`. */
  waitFor(what: string, done: () => boolean, timeoutMs?: number): Promise<void>;
}

/** Registers the per-test setup and teardown in the calling test file. */
export function useAppFixture(): AppFixture {
  let keys: { publicKey: string; privateKey: string };
  let fake: GitHubFake;
  let installationId = 0;
  let app: AppServer | null = null;

  beforeAll(() => {
    keys = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
  });

  beforeEach(async () => {
    fake = await startGitHubFake();
    fake.addRepo({ owner: OWNER, repo: REPO });
    fake.addApp({ id: APP_ID, slug: SLUG, publicKey: keys.publicKey });
    installationId = fake.addInstallation({ appId: APP_ID, account: OWNER }).id;
    fake.setPermission(FULL_NAME, MAINTAINER, "write");
    fake.setPermission(FULL_NAME, READER, "read");
  });

  afterEach(async () => {
    await app?.close();
    app = null;
    await fake.close();
  });

  /** The App's installation, as GitHub adds it to every webhook it sends the App. */
  const installed = (payload: Record<string, unknown>): Record<string, unknown> => {
    payload["installation"] = { id: installationId, node_id: "MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uMQ==" };
    return payload;
  };
  /** Posts `body` as `sender` on issue or pull request `number`; the `issue_comment.created` payload for it. */
  const commentOn = (number: number, body: string, sender: string) => {
    const comment = fake.addComment(FULL_NAME, number, { user: sender, body });
    const payload = commentPayloadFor(fake, FULL_NAME, number, { id: comment.id, body, user: sender, createdAt: comment.createdAt });
    return { payload: installed(payload), commentId: comment.id };
  };

  return {
    get fake() {
      return fake;
    },
    addWorkflow: (file = "ralph.yml", content = EXAMPLE_WORKFLOW) => fake.addWorkflow(FULL_NAME, file, content),
    async startApp(env = {}) {
      app = await startAppServer({ appId: APP_ID, privateKey: keys.privateKey, secret: SECRET, githubHost: new URL(fake.url).host, env });
      return app;
    },
    labelPayload(issueNumber, { label = "ralph", sender = MAINTAINER, action = "labeled" } = {}) {
      const payload = examplePayload("issues", action);
      const issue = fake.issue(FULL_NAME, issueNumber);
      Object.assign(payload["issue"] as object, { number: issueNumber, title: issue?.title, body: issue?.body ?? null });
      Object.assign(payload["label"] as object, { name: label });
      return installed(inRepository(payload, FULL_NAME, sender));
    },
    commentPayload: (issueNumber, body, sender = MAINTAINER) => commentOn(issueNumber, body, sender),
    reviewPayload(pullNumber, { state = "changes_requested", sender = MAINTAINER, reviewId = 7001 } = {}) {
      return installed(reviewPayload(fake, FULL_NAME, pullNumber, { id: reviewId, state, body: "Please rename." }, sender));
    },
    pullCommentPayload: (pullNumber, body, sender = MAINTAINER) => commentOn(pullNumber, body, sender),
    installed,
    newPull(head) {
      return fake.addPull(FULL_NAME, { title: "Ralph: fix", user: MAINTAINER, head }).number;
    },
    newIssue(title = "add() returns the wrong sum") {
      return fake.addIssue(FULL_NAME, { title, body: "Fix it.", user: MAINTAINER }).number;
    },
    calls: (method, path) => fake.requests.filter((r) => r.method === method && path.test(r.path)),
    appComments: (issueNumber) =>
      fake
        .comments(FULL_NAME, issueNumber)
        .filter((c) => c.user === APP_LOGIN)
        .map((c) => c.body),
    async waitFor(what, done, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!done()) {
        if (Date.now() > deadline) {
          const log = fake.requests.map((r) => `${r.method} ${r.path} ${r.status}`).join("\n");
          throw new Error(`timed out waiting for ${what}\nrequests:\n${log}\nserver output:\n${app?.output() ?? ""}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
