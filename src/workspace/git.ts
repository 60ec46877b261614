/** `Git`: the verbs the workspace calls, each a git command line started by `git-command.ts` (docs/architecture.md). */
import type { ArrivedCommit } from "../core/ports.js";
import { GitCommand } from "./git-command.js";
import { describe, describePushFailure, GitError, lastLines, STDERR_TAIL_CHARS, type GitResult } from "./git-error.js";
import { configSources, parseConfigListing, readStates, statesHold, type ConfigEntry, type FileState } from "./git-config.js";
import { readBranchTips, readHeadBranch, readLooseRef } from "./git-refs.js";

export interface GitIdentity {
  name: string;
  email: string;
}

/** A remote defined by command-scope configuration for one push alone. */
export type PushVia = { remote: string; config: ReadonlyArray<readonly [string, string]> };

/** `expected`: the remote head to lease on (null: absent). */
export interface PushLease {
  expected?: string | null;
  via?: PushVia;
}

/** A failed rebase, already aborted. */
export interface RebaseConflict {
  /** Empty when the rebase could not even start. */
  files: string[];
  message: string;
}

/** git in one working directory; methods throw {@link GitError} unless stated otherwise. */
export class Git extends GitCommand {
  #configCache: { envKey: string; files: Map<string, FileState>; entries: ConfigEntry[] } | null = null;

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

  /** From the loose ref file when it names one of `known`, else from git. */
  async refAt(ref: string, known: readonly string[]): Promise<string | null> {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readLooseRef(dirs.gitDir, dirs.commonDir, ref);
    return read !== null && known.includes(read) ? read : this.tryRevParse(ref);
  }

  /** For a ref the bot just wrote; null when git must be asked. */
  async #loose(ref: string): Promise<string | null> {
    const dirs = this.repositoryDirs;
    return dirs === null ? null : readLooseRef(dirs.gitDir, dirs.commonDir, ref);
  }

  async tryRevParse(rev: string): Promise<string | null> {
    const result = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }

  async treeOf(rev: string): Promise<string> {
    return (await this.run(["rev-parse", "--verify", "--end-of-options", `${rev}^{tree}`])).stdout.trim();
  }

  /** null in detached HEAD. */
  async currentBranch(): Promise<string | null> {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readHeadBranch(dirs.gitDir);
    if (read !== null) return read.branch;
    const result = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"], { allowFailure: true });
    return result.exitCode === 0 ? result.stdout.trim() : null;
  }

  async statusPorcelain(): Promise<string[]> {
    const result = await this.run(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
    // With -z a rename carries its source path as an extra field.
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

  /** After `insteadOf` rewriting. */
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

  async lsRemoteHeads(url: string, branches: readonly string[]): Promise<Map<string, string>> {
    const result = await this.run(["ls-remote", "--heads", "--", url, ...branches.map((b) => `refs/heads/${b}`)], { networkUrl: url });
    const heads = new Map<string, string>();
    for (const line of result.stdout.split("\n")) {
      const [sha, ref] = line.split("\t");
      // Patterns match ref-name tails: exact names only.
      if (sha === undefined || ref === undefined || !ref.startsWith("refs/heads/")) continue;
      const name = ref.slice("refs/heads/".length);
      if (branches.includes(name)) heads.set(name, sha);
    }
    return heads;
  }

  async fetch(url: string, refspecs: readonly string[]): Promise<void> {
    await this.run(["fetch", "--no-tags", "--no-write-fetch-head", "--", url, ...refspecs], { networkUrl: url });
  }

  async checkout(args: readonly string[]): Promise<void> {
    await this.run(["checkout", "--quiet", ...args]);
  }

  /** `excluded`: literal, relative to the top. */
  async addAll(excluded: readonly string[] = []): Promise<void> {
    await this.run(["add", "--all", "--", ".", ...excluded.map((path) => `:(top,exclude,literal)${path}`)]);
  }

  async hasStagedChanges(): Promise<boolean> {
    // The index against HEAD only, submodules' new commits included.
    const result = await this.run(["diff", "--cached", "--quiet", "--no-ext-diff", "--ignore-submodules=none"], { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(["diff", "--cached", "--quiet"], result);
  }

  async treesDiffer(from: string, to: string): Promise<boolean> {
    const args = ["diff", "--quiet", "--no-ext-diff", "--no-textconv", from, to, "--"];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return false;
    if (result.exitCode === 1) return true;
    throw this.commandError(args, result);
  }

  /** Commits the index verbatim, hooks and signing off: nothing may block or alter the round. */
  async commit(message: string, identity: GitIdentity): Promise<string> {
    await this.run(
      [
        "-c",
        `user.name=${identity.name}`,
        "-c",
        `user.email=${identity.email}`,
        "-c",
        "maintenance.auto=false",
        "commit",
        "--quiet",
        "--no-verify",
        "--no-gpg-sign",
        // Called only with changes: git would not count a submodule's new commit alone.
        "--allow-empty",
        // The default cleanup would drop lines starting with '#'.
        "--cleanup=whitespace",
        "--file=-",
      ],
      // Inherited GIT_AUTHOR_*/GIT_COMMITTER_* cannot win.
      { input: message, env: { ...authorEnv(identity), ...committerEnv(identity) } },
    );
    return (await this.#loose("HEAD")) ?? this.revParse("HEAD");
  }

  /** Touches no index, tree or ref. */
  async commitTree(tree: string, parent: string | null, message: string, identity: GitIdentity): Promise<string> {
    const parents = parent === null ? [] : ["-p", parent];
    const result = await this.run(["commit-tree", "--no-gpg-sign", ...parents, "-F", "-", tree], {
      input: `${message}\n`,
      env: { ...authorEnv(identity), ...committerEnv(identity) },
    });
    return result.stdout.trim();
  }

  /** Throws while the index has unmerged entries. */
  async writeTree(): Promise<string> {
    return (await this.run(["write-tree"])).stdout.trim();
  }

  async emptyTree(): Promise<string> {
    return (await this.run(["mktree"], { input: "" })).stdout.trim();
  }

  async branchTips(): Promise<string[]> {
    const dirs = this.repositoryDirs;
    const read = dirs === null ? null : readBranchTips(dirs.commonDir);
    if (read !== null) return read;
    const result = await this.run(["for-each-ref", "--format=%(objectname)", "refs/heads", "refs/remotes"]);
    return [...new Set(result.stdout.split("\n").filter((sha) => sha !== ""))];
  }

  /** The newest first-parent commit of `head` that `known` reach; null when none does. */
  async buildsOn(head: string, known: readonly string[]): Promise<string | null> {
    const input = [head, ...known.map((sha) => `^${sha}`)].join("\n") + "\n";
    // A ref may name a missing object: ignored, as git's listing does.
    const result = await this.run(["rev-list", "--first-parent", "--ignore-missing", "--stdin"], { input });
    const unknown = result.stdout.split("\n").filter((sha) => sha !== "");
    const oldest = unknown.at(-1);
    return oldest === undefined ? head : this.tryRevParse(`${oldest}^1`);
  }

  /** The agent's rebase options overridden; null on success, else the conflict, aborted. */
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
    const result = await this.run(args, { allowFailure: true, env: { ...committerEnv(identity), GIT_EDITOR: "true" } });
    if (result.exitCode === 0) return null;
    const files = await this.unmergedPaths();
    // Fails harmlessly when the rebase refused to start.
    await this.run(["rebase", "--abort"], { allowFailure: true });
    return { files, message: lastLines(this.redact(`${result.stdout}\n${result.stderr}`), 3) };
  }

  async unmergedPaths(): Promise<string[]> {
    const result = await this.run(["diff", "--name-only", "--diff-filter=U", "-z", "--no-ext-diff"]);
    return [...new Set(result.stdout.split("\0").filter((path) => path !== ""))];
  }

  /** The newest `max` commits of `range`, oldest first. */
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

  /** Forced; null (deleting `into`) when the remote lacks the branch. */
  async fetchBranch(url: string, branch: string, into: string): Promise<string | null> {
    const args = ["fetch", "--no-tags", "--no-write-fetch-head", "--", url, `+refs/heads/${branch}:${into}`];
    const result = await this.run(args, { networkUrl: url, allowFailure: true });
    if (result.exitCode === 0) return (await this.#loose(into)) ?? this.revParse(into);
    if (!/couldn't find remote ref/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["update-ref", "-d", into]);
    return null;
  }

  /** Without force; the raw result tells a moved branch from a refusal. */
  async push(url: string, sha: string, branch: string, condition: PushLease = {}): Promise<GitResult & { args: string[] }> {
    const { expected, via } = condition;
    const ref = `refs/heads/${branch}`;
    const lease = expected === undefined ? [] : [`--force-with-lease=${ref}:${expected ?? ""}`];
    const args = ["push", "--porcelain", "--no-verify", ...lease, "--", via?.remote ?? url, `${sha}:${ref}`];
    return { ...(await this.run(args, { networkUrl: url, allowFailure: true, config: via?.config ?? [] })), args };
  }

  /** What `remote` lacks, else the whole branch. */
  async bundle(path: string, branch: string, remote: string): Promise<void> {
    const ref = `refs/heads/${branch}`;
    const args = ["bundle", "create", "--quiet", path, ref, "--not", `--remotes=${remote}`];
    const result = await this.run(args, { allowFailure: true });
    if (result.exitCode === 0) return;
    if (!/empty bundle/.test(result.stderr)) throw this.commandError(args, result);
    await this.run(["bundle", "create", "--quiet", path, ref]);
  }

  describePushFailure(result: GitResult): string {
    return describePushFailure(result, (text) => this.redact(text));
  }

  /** Equal commit ids answer without a process. */
  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    if (ancestor === descendant && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(ancestor)) return true;
    const result = await this.run(["merge-base", "--is-ancestor", ancestor, descendant], { allowFailure: true });
    if (result.exitCode === 0) return true;
    if (result.exitCode === 1) return false;
    throw this.commandError(["merge-base", "--is-ancestor", ancestor, descendant], result);
  }

  /**
   * Every entry git sees, in order; `remember` (only once nothing the agent started can write) reuses
   * it while its source files stay the same.
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

function authorEnv(identity: GitIdentity): Record<string, string> {
  return { GIT_AUTHOR_NAME: identity.name, GIT_AUTHOR_EMAIL: identity.email };
}

function committerEnv(identity: GitIdentity): Record<string, string> {
  return { GIT_COMMITTER_NAME: identity.name, GIT_COMMITTER_EMAIL: identity.email };
}
