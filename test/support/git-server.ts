/**
 * A real git remote over smart HTTP on 127.0.0.1, served by `git http-backend`.
 * Anyone may clone and fetch; pushing needs HTTP Basic auth whose password is the
 * server's token (as GitHub takes `x-access-token:<token>`). Bare repositories live
 * in a temporary directory that `close()` removes.
 */
import type { ChildProcess } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { serveWithHttpBackend } from "./git-server/cgi.js";
import { git, gitOrNull, isolatedGitEnv, type Identity } from "./git-server/git.js";

/** Options of {@link startGitServer}. */
export interface GitServerOptions {
  /** The password a push must present (any user name). */
  token: string;
}

/** A push attempt: `repo` is the name given to `createRepo` (e.g. `octo/hello`). */
export interface PushAttempt {
  repo: string;
  authorized: boolean;
}

/** One commit of {@link GitServer.log}. */
export interface Commit {
  sha: string;
  subject: string;
  authorName: string;
}

/** Seed of {@link GitServer.createRepo}. */
export interface RepoSeed {
  /** Path → UTF-8 text of the first commit; empty gives an empty commit. */
  files?: Record<string, string>;
  /** Branch of the first commit and HEAD of the repository; default `main`. */
  branch?: string;
  /** Commit message; default `Initial commit`. */
  message?: string;
  /** Author and committer; default `Seed <seed@example.com>`. */
  author?: Identity;
}

/**
 * A fault a test injects into a repository's pushes (a `pre-receive` hook in the bare
 * repository, so git reports it exactly as a remote's refusal: `remote:` lines and
 * `! [remote rejected] … (pre-receive hook declined)`).
 */
export type PushRule =
  /**
   * Refuse a push whose new commits create, change or delete a file under `.github/workflows/`,
   * with GitHub's message for a token without the `workflows` permission. `branches`: only
   * pushes to these branches are checked; default every ref, as on GitHub.
   */
  | { refuse: "workflows"; branches?: string[] }
  /** Refuse every push, with `message` (default {@link REFUSE_ALL_MESSAGE}). */
  | { refuse: "all"; message?: string }
  /**
   * Refuse creating, moving or deleting a ref that matches `pattern` (a shell glob, e.g.
   * `refs/ralph/*`), with GitHub's words for a ruleset that restricts them; other refs go through.
   */
  | { refuse: "refs"; pattern: string };

/**
 * A transport fault a test injects into the git server's next requests (see
 * {@link GitServer.failRequests}), before they reach `git http-backend`, so nothing is applied.
 */
export interface TransportFault {
  /** Which requests: a push's (`git-receive-pack`) or a fetch's, clone's or ls-remote's (`git-upload-pack`). */
  service: "push" | "fetch";
  /**
   * An HTTP status to answer with (e.g. 503, as a git host in an outage; 403, as a refusal), or
   * `reset`: the connection is reset (TCP RST) before any answer.
   */
  fault: number | "reset";
  /**
   * How many matching requests it hits, default 1; `Infinity`: every one. Every request counts: a
   * push or a fetch over smart HTTP first asks for the ref advertisement (GET), then sends its data (POST).
   */
  times?: number;
}

/** What a server refusing every push says by default. */
export const REFUSE_ALL_MESSAGE = "pushes to this repository are disabled";

/** A running git server. Repository names are `name` or `owner/name` (no `.git`). */
export interface GitServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly baseUrl: string;
  /** Directory holding the bare repositories (`<root>/<name>.git`). */
  readonly root: string;
  /**
   * Push attempts in order, one per receive-pack ref advertisement (the first request of
   * every push) plus any refused receive-pack request. A client that first tries without
   * credentials and retries after the 401 (token in the URL) shows as a refused then an authorized entry.
   */
  readonly pushes: PushAttempt[];
  /** Clone URL of `name`: `http://127.0.0.1:PORT/<name>.git`. */
  url(name: string): string;
  /** Path of the bare repository `name` on disk. */
  repoPath(name: string): string;
  /** Creates bare repository `name` with one commit; resolves with its URL and the commit sha. Throws if it exists. */
  createRepo(name: string, seed?: RepoSeed): Promise<{ url: string; path: string; sha: string }>;
  /** Whether `branch` exists in `name` (false for an unknown repository). */
  branchExists(name: string, branch: string): Promise<boolean>;
  /** The commit `branch` points at in `name`, or null when the branch or repository is missing. */
  branchHead(name: string, branch: string): Promise<string | null>;
  /** UTF-8 text of `path` at the tip of `branch`, or null when the file, branch or repository is missing. */
  readFile(name: string, branch: string, path: string): Promise<string | null>;
  /** Creates `branch` in `name` at commit `sha`; false when the branch exists. Throws when `sha` names no commit there. */
  createBranch(name: string, branch: string, sha: string): Promise<boolean>;
  /** Commits reachable from `branch`, newest first; empty when the branch is missing. */
  log(name: string, branch: string): Promise<Commit[]>;
  /** The whole message (`%B`, trimmed) of every commit reachable from `branch`, newest first; empty when the branch is missing. */
  messages(name: string, branch: string): Promise<string[]>;
  /** From now on, refuse pushes to `name` by `rule`; null takes the rule away. Pushes already made stay. */
  refusePushes(name: string, rule: PushRule | null): Promise<void>;
  /**
   * A person's push: commits `files` (path → UTF-8 text, or null to delete it) by `author`
   * on top of the tip of `branch`, or on `options.parent` instead (rewriting the branch as a
   * force push would), and moves the branch there. Written straight into the bare
   * repository, so no {@link PushRule} applies and {@link GitServer.pushes} is unchanged.
   * Resolves with the new commit; throws when the branch (or parent) does not exist.
   */
  pushAs(
    name: string,
    branch: string,
    files: Record<string, string | null>,
    author: Identity,
    options?: { message?: string; parent?: string },
  ): Promise<string>;
  /**
   * From now on, answer the next `fault.times` requests of `fault.service` to any repository with
   * `fault.fault` (faults add up: the oldest that still has requests left hits first).
   */
  failRequests(fault: TransportFault): void;
  /** How many requests injected faults have hit so far. */
  readonly faultsHit: number;
  /**
   * From now on the server's token authorizes nothing, as GitHub refuses an installation token
   * past its hour: every request that carries it is answered 401, a clone or fetch included.
   */
  revokeToken(): void;
  /** Stops the server, ends running backends and removes the temporary directory. */
  close(): Promise<void>;
}

const NAME = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)?$/;

/** `name` if it is `repo` or `owner/repo` of safe characters; throws (a test bug) otherwise. */
function checkName(name: string): string {
  if (!NAME.test(name) || name.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`git server: bad repository name ${JSON.stringify(name)}`);
  }
  return name;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Starts the server on 127.0.0.1 with a random port; rejects if `git` is missing. */
export async function startGitServer(options: GitServerOptions): Promise<GitServer> {
  const root = await mkdtemp(join(tmpdir(), "ralph-git-server-"));
  const reposDir = join(root, "repos");
  const home = join(root, "home");
  await mkdir(reposDir);
  await mkdir(home);
  const env = isolatedGitEnv(home);
  await git(["--version"], env);

  const pushes: PushAttempt[] = [];
  const running = new Set<ChildProcess>();
  const repoPath = (name: string): string => join(reposDir, `${checkName(name)}.git`);

  let token: string | null = options.token;
  const faults: Array<Required<TransportFault>> = [];
  let faultsHit = 0;
  const server = createServer((req, res) => {
    const child = handle(req, res, {
      token,
      reposDir,
      env,
      pushes,
      fault: (service) => {
        const fault = faults.find((one) => one.service === service && one.times > 0);
        if (fault === undefined) return null;
        fault.times--;
        faultsHit++;
        return fault.fault;
      },
    });
    if (child) {
      running.add(child);
      child.on("close", () => running.delete(child));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const branchHead = async (name: string, branch: string): Promise<string | null> => {
    const out = await gitOrNull(["-C", repoPath(name), "rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`], env);
    return out === null ? null : out.trim();
  };

  return {
    baseUrl,
    root: reposDir,
    pushes,
    url: (name) => `${baseUrl}/${checkName(name)}.git`,
    repoPath,
    async createRepo(name, seed = {}) {
      const bare = repoPath(name);
      const branch = seed.branch ?? "main";
      const seedEnv = isolatedGitEnv(home, seed.author ?? { name: "Seed", email: "seed@example.com" });
      if (await exists(bare)) throw new Error(`git server: repository ${name} already exists`);
      await mkdir(dirname(bare), { recursive: true });
      await git(["init", "--quiet", "--bare", `--initial-branch=${branch}`, bare], seedEnv);
      // http-backend only serves receive-pack to authenticated users unless told to; we authenticate ourselves.
      await git(["-C", bare, "config", "http.receivepack", "true"], seedEnv);
      const work = await mkdtemp(join(root, "seed-"));
      try {
        await git(["init", "--quiet", `--initial-branch=${branch}`, work], seedEnv);
        for (const [path, text] of Object.entries(seed.files ?? {})) {
          await mkdir(dirname(join(work, path)), { recursive: true });
          await writeFile(join(work, path), text);
        }
        await git(["-C", work, "add", "--all"], seedEnv);
        await git(["-C", work, "commit", "--quiet", "--allow-empty", "-m", seed.message ?? "Initial commit"], seedEnv);
        await git(["-C", work, "push", "--quiet", bare, `HEAD:refs/heads/${branch}`], seedEnv);
        const sha = (await git(["-C", bare, "rev-parse", `refs/heads/${branch}`], seedEnv)).trim();
        return { url: `${baseUrl}/${name}.git`, path: bare, sha };
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    async branchExists(name, branch) {
      return (await branchHead(name, branch)) !== null;
    },
    branchHead,
    readFile: (name, branch, path) => gitOrNull(["-C", repoPath(name), "cat-file", "blob", `refs/heads/${branch}:${path}`], env),
    async createBranch(name, branch, sha) {
      if ((await branchHead(name, branch)) !== null) return false;
      // The empty old value: the ref must not exist, so a branch made meanwhile is not moved.
      await git(["-C", repoPath(name), "update-ref", `refs/heads/${branch}`, `${sha}^{commit}`, ""], env);
      return true;
    },
    async log(name, branch) {
      const out = await gitOrNull(["-C", repoPath(name), "log", "--format=%H%x1f%s%x1f%an", `refs/heads/${branch}`, "--"], env);
      return (out ?? "")
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => {
          const [sha = "", subject = "", authorName = ""] = line.split("\x1f");
          return { sha, subject, authorName };
        });
    },
    async messages(name, branch) {
      const out = await gitOrNull(["-C", repoPath(name), "log", "--format=%B%x1e", `refs/heads/${branch}`, "--"], env);
      return (out ?? "")
        .split("\x1e")
        .map((message) => message.trim())
        .filter((message) => message !== "");
    },
    revokeToken() {
      token = null;
    },
    failRequests(fault) {
      faults.push({ ...fault, times: fault.times ?? 1 });
    },
    get faultsHit() {
      return faultsHit;
    },
    async refusePushes(name, rule) {
      const hook = join(repoPath(name), "hooks", "pre-receive");
      if (rule === null) return rm(hook, { force: true });
      await mkdir(dirname(hook), { recursive: true });
      await writeFile(hook, preReceiveHook(rule));
      await chmod(hook, 0o755);
    },
    async pushAs(name, branch, files, author, options = {}) {
      const bare = repoPath(name);
      const personEnv = isolatedGitEnv(home, author);
      const tip = (await git(["-C", bare, "rev-parse", "--verify", `refs/heads/${branch}^{commit}`], personEnv)).trim();
      const parent = (await git(["-C", bare, "rev-parse", "--verify", `${options.parent ?? tip}^{commit}`], personEnv)).trim();
      const work = await mkdtemp(join(root, "person-"));
      // A private index: the bare repository has no working tree to commit from.
      const indexEnv = { ...personEnv, GIT_INDEX_FILE: join(work, "index") };
      try {
        await git(["-C", bare, "read-tree", parent], indexEnv);
        for (const [path, text] of Object.entries(files)) {
          if (text === null) {
            // update-index wants a working tree to remove from the index; an empty one serves.
            await git(["-C", bare, `--work-tree=${work}`, "update-index", "--force-remove", "--", path], indexEnv);
            continue;
          }
          const source = join(work, "blob");
          await writeFile(source, text);
          const blob = (await git(["-C", bare, "hash-object", "-w", "--", source], indexEnv)).trim();
          await git(["-C", bare, "update-index", "--add", "--cacheinfo", `100644,${blob},${path}`], indexEnv);
        }
        const tree = (await git(["-C", bare, "write-tree"], indexEnv)).trim();
        const message = options.message ?? `Update ${Object.keys(files).join(", ")}`;
        const sha = (await git(["-C", bare, "commit-tree", tree, "-p", parent, "-m", message], indexEnv)).trim();
        await git(["-C", bare, "update-ref", `refs/heads/${branch}`, sha, tip], indexEnv);
        return sha;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    async close() {
      for (const child of running) child.kill("SIGKILL");
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** `text` as one single-quoted shell word. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The `pre-receive` hook script that enforces `rule` (POSIX sh; reads `<old> <new> <ref>` lines on stdin). */
function preReceiveHook(rule: PushRule): string {
  if (rule.refuse === "all") {
    return `#!/bin/sh\ncat >/dev/null\nprintf '%s\\n' ${shellQuote(rule.message ?? REFUSE_ALL_MESSAGE)} >&2\nexit 1\n`;
  }
  if (rule.refuse === "refs") {
    return [
      "#!/bin/sh",
      "status=0",
      "while read -r old new ref; do",
      `  case "$ref" in ${shellQuote(rule.pattern).replace(/\*/g, "'*'")}) ;; *) continue ;; esac`,
      "  printf 'error: GH013: Repository rule violations found for %s.\\n- Cannot create ref due to creations being restricted.\\n' \"$ref\" >&2",
      "  status=1",
      "done",
      'exit "$status"',
      "",
    ].join("\n");
  }
  const only =
    rule.branches === undefined
      ? ""
      : `  case "$ref" in ${rule.branches.map((b) => shellQuote(`refs/heads/${b}`)).join("|")}) ;; *) continue ;; esac\n`;
  return [
    "#!/bin/sh",
    "zero=0000000000000000000000000000000000000000",
    "status=0",
    "while read -r old new ref; do",
    '  [ "$new" = "$zero" ] && continue',
    only.trimEnd(),
    // A new branch brings the commits no existing ref has; an update, those since its old tip.
    '  if [ "$old" = "$zero" ]; then range="$new --not --all"; else range="$old..$new"; fi',
    "  file=$(git log --format= --name-only $range -- .github/workflows/ | sed -n 1p)",
    '  [ -z "$file" ] && continue',
    "  printf '%s\\n' \"refusing to allow a GitHub App to create or update workflow \\`$file\\` without \\`workflows\\` permission\" >&2",
    "  status=1",
    "done",
    'exit "$status"',
  ]
    .filter((line) => line !== "")
    .join("\n")
    .concat("\n");
}

interface HandlerDeps {
  /** The one token that authorizes; null once revoked. */
  token: string | null;
  reposDir: string;
  env: NodeJS.ProcessEnv;
  pushes: PushAttempt[];
  /** The injected fault the request meets (see {@link GitServer.failRequests}), taking it; null for none. */
  fault: (service: TransportFault["service"]) => number | "reset" | null;
}

/** Authenticates one request and hands it to http-backend; returns the backend process, if started. */
function handle(req: IncomingMessage, res: ServerResponse, deps: HandlerDeps): ChildProcess | undefined {
  const url = new URL(req.url ?? "/", "http://git.invalid");
  let pathInfo: string;
  try {
    pathInfo = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400, { "content-type": "text/plain" }).end("Bad path\n");
    return undefined;
  }
  const repo = /^\/(.+?)\.git(?:\/|$)/.exec(url.pathname)?.[1] ?? "";
  const isPush = url.searchParams.get("service") === "git-receive-pack" || url.pathname.endsWith("/git-receive-pack");
  const credentials = basicAuth(req.headers.authorization);
  const authorized = credentials !== null && deps.token !== null && credentials.password === deps.token;

  // Every push starts with one ref advertisement (GET); a large push then POSTs twice, so log the GET.
  const refused = (credentials !== null && !authorized) || (isPush && !authorized);
  if (isPush && (req.method === "GET" || refused)) deps.pushes.push({ repo, authorized: !refused });
  const isFetch = url.searchParams.get("service") === "git-upload-pack" || url.pathname.endsWith("/git-upload-pack");
  const fault = isPush || isFetch ? deps.fault(isPush ? "push" : "fetch") : null;
  if (fault === "reset") {
    req.socket.resetAndDestroy();
    return undefined;
  }
  if (fault !== null) {
    req.resume();
    res.writeHead(fault, { "content-type": "text/plain" }).end(`${STATUS_CODES[fault] ?? "Error"}\n`);
    return undefined;
  }
  // Wrong credentials fail even a clone, as on GitHub; no credentials may read.
  if (refused) {
    req.resume();
    res.writeHead(401, { "www-authenticate": 'Basic realm="git"', "content-type": "text/plain" });
    res.end("Authentication required\n");
    return undefined;
  }

  return serveWithHttpBackend(req, res, {
    ...deps.env,
    GIT_PROJECT_ROOT: deps.reposDir,
    GIT_HTTP_EXPORT_ALL: "1",
    REQUEST_METHOD: req.method ?? "GET",
    PATH_INFO: pathInfo,
    QUERY_STRING: url.search.slice(1),
    REMOTE_ADDR: req.socket.remoteAddress ?? "127.0.0.1",
    ...(authorized ? { REMOTE_USER: credentials.user || "x-access-token" } : {}),
    ...(req.headers["content-type"] ? { CONTENT_TYPE: req.headers["content-type"] } : {}),
    // Without CONTENT_LENGTH (a chunked body) http-backend reads to end of input.
    ...(req.headers["content-length"] ? { CONTENT_LENGTH: req.headers["content-length"] } : {}),
    // http-backend inflates gzip bodies itself and needs the header to know.
    ...(req.headers["content-encoding"] ? { HTTP_CONTENT_ENCODING: req.headers["content-encoding"] } : {}),
    // Carries the protocol version (v2) the client asked for.
    ...(typeof req.headers["git-protocol"] === "string" ? { HTTP_GIT_PROTOCOL: req.headers["git-protocol"] } : {}),
  });
}

/** User and password of `Authorization: Basic …`, or null. */
function basicAuth(header: string | undefined): { user: string; password: string } | null {
  const encoded = /^basic\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  if (encoded === undefined) return null;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
