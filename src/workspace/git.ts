/**
 * The only place that runs git (design contract: "GitHub side"): `Git`, the manager whose verbs the
 * workspace calls, over `git-command.ts` (how each command is started), `git-error.ts`,
 * `git-retry.ts`, `git-refs.ts` (refs read from their files) and `git-config.ts`; `git-merge.ts` merges trees with it.
 * Each command is a git command line (never a library): its program, options, environment and
 * token are `git-command.ts`'s.
 */
import type { ArrivedCommit } from "../core/ports.js";
import { GitCommand } from "./git-command.js";
import { describe, describePushFailure, GitError, lastLines, STDERR_TAIL_CHARS, type GitResult } from "./git-error.js";
import { configSources, parseConfigListing, readStates, statesHold, type ConfigEntry, type FileState } from "./git-config.js";
import { readBranchTips, readHeadBranch, readLooseRef } from "./git-refs.js";

/** Who a commit is by: the author, and the committer of the commits the bot makes or rewrites. */
export interface GitIdentity {
  name: string;
  email: string;
}

/** A remote a push goes to, defined by command-scope configuration for that push alone. */
export type PushVia = { remote: string; config: ReadonlyArray<readonly [string, string]> };

/** The condition of a {@link Git.push} (`expected`: the remote branch's head, null for absent) and the remote it goes through. */
export interface PushLease {
  expected?: string | null;
  via?: PushVia;
}

/** A failed rebase, already aborted. */
export interface RebaseConflict {
  /** The paths git could not merge (empty when the rebase could not even start). */
  files: string[];
  /** git's own last lines, redacted. */
  message: string;
}

/**
 * git bound to one working directory: the verbs the workspace uses, each one git command line or a
 * few (see {@link GitCommand} for how they are run).
 * Methods throw {@link GitError} on failure unless stated otherwise.
 */
export class Git extends GitCommand {
  /** What {@link Git.configEntries} remembered: git's answer, its environment and the bytes of the files it came from. */
  #configCache: { envKey: string; files: Map<string, FileState>; entries: ConfigEntry[] } | null = null;

  /** The commit a revision names (40 hex chars). Throws when it does not exist. */
  async revParse(rev: string): Promise<string> {
    const result = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { allowFailure: true });
    if (result.exitCode !== 0) {
      throw new GitError(`git could not find the commit "${rev}"`, {
        command: describe(["rev-parse", "--verify", rev]),
        exitCode: result.exitCode,
        stderrTail: this.redact(result.stderr.trim().slice(-STDERR_TAIL_CHARS)),
        reason: "missing-ref",
      });
    }
    return result.stdout.trim();
  }

  /**
   * The commit `ref` (`HEAD` or `refs/heads/…`) points at when its loose ref file says it is one
   * of `known` (commits the caller has from git), read without a git process; else
   * {@link Git.tryRevParse}'s answer.
   */
  async refAt(ref: string, known: readonly string[]): Promise<string | null> {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readLooseRef(dirs.gitDir, dirs.commonDir, ref);
    return read !== null && known.includes(read) ? read : this.tryRevParse(ref);
  }

  /**
   * The commit id the loose ref file of `ref` holds (see `readLooseRef`), for a ref the bot's own
   * git command just wrote; null when the file does not answer (git must be asked).
   */
  async #loose(ref: string): Promise<string | null> {
    const dirs = this.repositoryDirs;
    return dirs === null ? null : readLooseRef(dirs.gitDir, dirs.commonDir, ref);
  }

  /** The commit a revision names, or null when it does not exist. */
  async tryRevParse(rev: string): Promise<string | null> {
    const result = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }

  /** The tree a revision names (40 hex chars). */
  async treeOf(rev: string): Promise<string> {
    return (await this.run(["rev-parse", "--verify", "--end-of-options", `${rev}^{tree}`])).stdout.trim();
  }

  /** The short name of the checked-out branch, or null in detached HEAD; read from `HEAD`'s file where it answers plainly (issue 20). */
  async currentBranch(): Promise<string | null> {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readHeadBranch(dirs.gitDir);
    if (read !== null) return read.branch;
    const result = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }

  /**
   * `git status --porcelain` entries (one per changed or untracked path, ignored files
   * excluded), e.g. `?? new.txt`. Empty when the tree is clean.
   */
  async statusPorcelain(): Promise<string[]> {
    const result = await this.run(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
    // With -z a rename carries its source path as an extra NUL-separated field.
    const entries: string[] = [];
    const fields = result.stdout.split("\0");
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] ?? "";
      if (field === "") continue;
      entries.push(field);
      if (field[0] === "R" || field[0] === "C") i++;
    }
    return entries;
  }

  /** The fetch URL of a remote (after `insteadOf` rewriting). Throws when the remote does not exist. */
  async remoteUrl(remote: string): Promise<string> {
    const result = await this.run(["remote", "get-url", "--", remote], { allowFailure: true });
    if (result.exitCode !== 0) {
      throw this.commandError(["remote", "get-url", remote], result, {
        explanation: `the repository has no "${remote}" remote`,
        reason: "missing-ref",
      });
    }
    return result.stdout.trim();
  }

  /** The remote's branch heads among `branches`, by name (branches that do not exist are absent). */
  async lsRemoteHeads(url: string, branches: readonly string[]): Promise<Map<string, string>> {
    const result = await this.run(["ls-remote", "--heads", "--", url, ...branches.map((b) => `refs/heads/${b}`)], { networkUrl: url });
    const heads = new Map<string, string>();
    for (const line of result.stdout.split("\n")) {
      const [sha, ref] = line.split("\t");
      // ls-remote patterns match ref-name tails, so keep exact names only.
      if (sha === undefined || ref === undefined || !ref.startsWith("refs/heads/")) continue;
      const name = ref.slice("refs/heads/".length);
      if (branches.includes(name)) heads.set(name, sha);
    }
    return heads;
  }

  /** Fetch explicit refspecs from a URL (no tags). Works in shallow repositories. */
  async fetch(url: string, refspecs: readonly string[]): Promise<void> {
    await this.run(["fetch", "--no-tags", "--no-write-fetch-head", "--", url, ...refspecs], { networkUrl: url });
  }

  /** `git checkout <args>` (quietly). */
  async checkout(args: readonly string[]): Promise<void> {
    await this.run(["checkout", "--quiet", ...args]);
  }

  /**
   * Stage every change in the tree, respecting `.gitignore` (`git add -A`), except the
   * paths in `excluded` (taken literally, relative to the top directory).
   */
  async addAll(excluded: readonly string[] = []): Promise<void> {
    await this.run(["add", "--all", "--", ".", ...excluded.map((path) => `:(top,exclude,literal)${path}`)]);
  }

  /** Whether the index differs from HEAD. */
  async hasStagedChanges(): Promise<boolean> {
    // The index against HEAD only (no working tree is looked at), submodules' new commits included.
    const result = await this.run(["diff", "--cached", "--quiet", "--no-ext-diff", "--ignore-submodules=none"], { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(["diff", "--cached", "--quiet"], result);
  }

  /** Whether the trees of two commits differ (`git diff --quiet a b`). */
  async treesDiffer(from: string, to: string): Promise<boolean> {
    const args = ["diff", "--quiet", "--no-ext-diff", "--no-textconv", from, to, "--"];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(args, result);
  }

  /**
   * Commit the index with `identity` as author and committer (passed per command, never
   * written to config) and the message verbatim apart from surrounding white space.
   * Hooks and signing are skipped: the bot's commit records exactly what the round left,
   * and a hook or a signing prompt must not block or alter it. Returns the new commit (HEAD), read
   * from the file the commit just wrote where it answers plainly, else from git.
   */
  async commit(message: string, identity: GitIdentity): Promise<string> {
    await this.run(
      [
        "-c",
        `user.name=${identity.name}`,
        "-c",
        `user.email=${identity.email}`,
        // No `git maintenance run --auto` after each round's commit (a process a round, issue 20).
        "-c",
        "maintenance.auto=false",
        "commit",
        "--quiet",
        "--no-verify",
        "--no-gpg-sign",
        // Called only with something to commit: with submodules ignored, git would not count a
        // submodule's new commit as a change by itself.
        "--allow-empty",
        // Keep lines starting with '#' (e.g. "#42"): the default cleanup would drop them.
        "--cleanup=whitespace",
        "--file=-",
      ],
      // The environment outranks configuration, so inherited GIT_AUTHOR_*/GIT_COMMITTER_* cannot win.
      { input: message, env: { ...authorEnv(identity), ...committerEnv(identity) } },
    );
    return (await this.#loose("HEAD")) ?? this.revParse("HEAD");
  }

  /**
   * Make a commit of `tree` on `parent` (none: a root commit) with `identity` as author and
   * committer and the message verbatim, without touching the index, the tree or any ref. Returns its sha.
   */
  async commitTree(tree: string, parent: string | null, message: string, identity: GitIdentity): Promise<string> {
    const parents = parent === null ? [] : ["-p", parent];
    const result = await this.run(["commit-tree", "--no-gpg-sign", ...parents, "-F", "-", tree], {
      input: `${message}\n`,
      env: { ...authorEnv(identity), ...committerEnv(identity) },
    });
    return result.stdout.trim();
  }

  /** The tree the index holds, written to the object store (`git write-tree`); throws while the index has unmerged entries. */
  async writeTree(): Promise<string> {
    return (await this.run(["write-tree"])).stdout.trim();
  }

  /** The empty tree's id (in this repository's hash). */
  async emptyTree(): Promise<string> {
    return (await this.run(["mktree"], { input: "" })).stdout.trim();
  }

  /**
   * The commits the local and remote-tracking branches point at, each once (for {@link Git.buildsOn}):
   * read from the ref files where they answer plainly (issue 20), else from `git for-each-ref`.
   */
  async branchTips(): Promise<string[]> {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readBranchTips(dirs.commonDir);
    if (read !== null) return read;
    const result = await this.run(["for-each-ref", "--format=%(objectname)", "refs/heads", "refs/remotes"]);
    return [...new Set(result.stdout.split("\n").filter((sha) => sha !== ""))];
  }

  /**
   * The commit `head`'s work builds on: the newest commit on its first-parent line that `known`
   * (commits, e.g. {@link Git.branchTips} taken earlier) reach; `head` itself when they reach it.
   * Null when no commit of that line is known (it starts from a root of its own, or from the edge
   * of a shallow clone).
   */
  async buildsOn(head: string, known: readonly string[]): Promise<string | null> {
    const input = [head, ...known.map((sha) => `^${sha}`)].join("\n") + "\n";
    // A ref file may name an object the repository lacks (git's own listing would skip it): ignored here too.
    const result = await this.run(["rev-list", "--first-parent", "--ignore-missing", "--stdin"], { input });
    const unknown = result.stdout.split("\n").filter((sha) => sha !== "");
    const oldest = unknown.at(-1);
    return oldest === undefined ? head : this.tryRevParse(`${oldest}^1`);
  }

  /**
   * Rebase the checked-out branch onto `upstream` (its commits that `upstream` already
   * holds are left out), with `identity` as committer; the commits keep their authors.
   * Options the agent may have configured (autosquash, autostash, signing, the apply
   * backend) are overridden. Returns null on success; on failure the rebase is aborted,
   * so the branch and the tree are as before.
   */
  async rebase(upstream: string, identity: GitIdentity): Promise<RebaseConflict | null> {
    const args = [
      "-c",
      "rebase.updateRefs=false",
      "rebase",
      "--merge",
      "--no-autosquash",
      "--no-autostash",
      "--no-gpg-sign",
      "--quiet",
      upstream,
    ];
    // An editor must never be waited for: nothing here is interactive.
    const result = await this.run(args, { allowFailure: true, env: { ...committerEnv(identity), GIT_EDITOR: "true" } });
    if (result.exitCode === 0) return null;
    const files = await this.unmergedPaths();
    // Fails harmlessly ("no rebase in progress") when the rebase refused to start.
    await this.run(["rebase", "--abort"], { allowFailure: true });
    return { files, message: lastLines(this.redact(`${result.stdout}\n${result.stderr}`), 3) };
  }

  /** Paths with unmerged entries in the index (a merge, rebase or cherry-pick stopped on them). */
  async unmergedPaths(): Promise<string[]> {
    const result = await this.run(["diff", "--name-only", "--diff-filter=U", "-z", "--no-ext-diff"]);
    return [...new Set(result.stdout.split("\0").filter((path) => path !== ""))];
  }

  /**
   * The commits in `range` (e.g. `a..b`): the newest `max` of them, oldest first, each
   * with its author's name and the first line of its message.
   */
  async commits(range: string, max: number): Promise<ArrivedCommit[]> {
    const result = await this.run(["log", "--format=%H%x1f%an%x1f%s", `--max-count=${max}`, "--reverse", range, "--"]);
    return result.stdout
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => {
        const [sha = "", author = "", subject = ""] = line.split("\x1f");
        return { sha, author, subject };
      });
  }

  /**
   * Fetch `refs/heads/<branch>` from the URL into the ref `into`, forced (the remote's
   * state, whatever it is). Returns the fetched commit, or null (deleting `into`) when the
   * remote has no such branch. Works in shallow repositories.
   */
  async fetchBranch(url: string, branch: string, into: string): Promise<string | null> {
    const args = ["fetch", "--no-tags", "--no-write-fetch-head", "--", url, `+refs/heads/${branch}:${into}`];
    const result = await this.run(args, { networkUrl: url, allowFailure: true });
    if (result.exitCode === 0) return (await this.#loose(into)) ?? this.revParse(into);
    if (!/couldn't find remote ref/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["update-ref", "-d", into]);
    return null;
  }

  /**
   * Push a commit to `refs/heads/<branch>` at the URL. Returns the raw result (failure allowed) so
   * the caller can tell a moved remote from other failures; see {@link isRejectedAsNonFastForward}.
   * Without `expected`, never forced. With it, the push goes through only while the remote branch
   * is at `expected` (absent: null), as `--force-with-lease=<ref>:<expected>` checks, and is
   * refused (`stale info`) otherwise: callers pass a commit `sha` contains, so what goes through is
   * a fast-forward (or the branch's creation), and a branch someone pushed to or rewrote refuses it.
   * `via` names the URL as a remote its `config` defines for this command alone (see `publish.ts`).
   */
  async push(url: string, sha: string, branch: string, condition: PushLease = {}): Promise<GitResult & { args: string[] }> {
    const { expected, via } = condition;
    const ref = `refs/heads/${branch}`;
    const lease = expected === undefined ? [] : [`--force-with-lease=${ref}:${expected ?? ""}`];
    const args = ["push", "--porcelain", "--no-verify", ...lease, "--", via?.remote ?? url, `${sha}:${ref}`];
    return { ...(await this.run(args, { networkUrl: url, allowFailure: true, config: via?.config ?? [] })), args };
  }

  /**
   * Write the bundle file `path` of the local branch `branch`, holding the commits that no
   * remote-tracking ref of `remote` reaches (the remote has those, so a clone of it can take
   * the bundle), or the whole branch when every one of its commits is on such a ref.
   */
  async bundle(path: string, branch: string, remote: string): Promise<void> {
    const ref = `refs/heads/${branch}`;
    const args = ["bundle", "create", "--quiet", path, ref, "--not", `--remotes=${remote}`];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return;
    if (!/empty bundle/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["bundle", "create", "--quiet", path, ref]);
  }

  /** What git and the remote said about a failed {@link Git.push}, for people (see {@link describePushFailure}). */
  describePushFailure(result: GitResult): string {
    return describePushFailure(result, (text) => this.redact(text));
  }

  /**
   * Whether `ancestor` is an ancestor of (or equal to) `descendant`. Two equal commit ids answer
   * true without a git process (as `merge-base --is-ancestor` would for a commit): callers pass
   * ids that `revParse` gave, which are commits.
   */
  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    if (ancestor === descendant && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(ancestor)) return true;
    const result = await this.run(["merge-base", "--is-ancestor", ancestor, descendant], { allowFailure: true });
    if (result.exitCode === 0) return true;
    if (result.exitCode === 1) return false;
    throw this.commandError(["merge-base", "--is-ancestor", ancestor, descendant], result);
  }

  /**
   * Every configuration entry git sees (all scopes, includes followed), in git's order (key as git
   * prints it: section and name lower-cased), to detect changes made behind the bot's back.
   * With `remember` (only where nothing the agent started can write files any more: before its
   * first round, or after the check that stops its leftovers), the answer is kept with the bytes of
   * every file it can come from (see `configSources`), and later calls give it again without a git
   * process while those bytes and git's environment stay the same; any difference asks git again.
   */
  async configEntries(options: { remember?: boolean } = {}): Promise<ConfigEntry[]> {
    const env = this.environment;
    const envKey = JSON.stringify(Object.entries(env).filter(([name]) => /^(GIT_|HOME$|XDG_CONFIG_HOME$)/.test(name)));
    const cached = this.#configCache;
    if (cached !== null && cached.envKey === envKey && statesHold(cached.files)) return cached.entries;
    this.#configCache = null;
    const result = await this.run(["config", "--list", "--includes", "--show-scope", "--show-origin", "-z"], { allowFailure: true });
    const entries = parseConfigListing(result.stdout);
    const dirs = this.repositoryDirs;
    if (options.remember === true && result.exitCode === 0 && dirs !== null) {
      const paths = configSources(entries, { cwd: this.dir, ...dirs, env });
      if (paths !== null) this.#configCache = { envKey, files: readStates(paths), entries };
    }
    return entries;
  }
}

/** Environment naming the author of the next commit (it outranks any configuration). */
function authorEnv(identity: GitIdentity): Record<string, string> {
  return { GIT_AUTHOR_NAME: identity.name, GIT_AUTHOR_EMAIL: identity.email };
}

/** Environment naming the committer of the next commits (it outranks any configuration). */
function committerEnv(identity: GitIdentity): Record<string, string> {
  return { GIT_COMMITTER_NAME: identity.name, GIT_COMMITTER_EMAIL: identity.email };
}
