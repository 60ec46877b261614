/**
 * Runs git for the git server's own bookkeeping (seeding and inspecting bare
 * repositories), isolated from the machine's global and system git config.
 */
import { execFile } from "node:child_process";
import { devNull } from "node:os";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Author and committer of commits the server makes itself. */
export interface Identity {
  name: string;
  email: string;
}

/**
 * Environment for git commands that ignores the user's configuration: `home` as HOME,
 * no system or global config, no prompts, fixed author/committer `identity`.
 */
export function isolatedGitEnv(home: string, identity?: Identity): NodeJS.ProcessEnv {
  return {
    PATH: process.env["PATH"],
    HOME: home,
    LANG: "C",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: devNull,
    GIT_TERMINAL_PROMPT: "0",
    // No `gc --auto` left running after a command (it starts after a large commit, e.g. a 50,000-file
    // seed), which would still write into a folder being removed.
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: "gc.auto",
    GIT_CONFIG_VALUE_0: "0",
    ...(identity
      ? {
          GIT_AUTHOR_NAME: identity.name,
          GIT_AUTHOR_EMAIL: identity.email,
          GIT_COMMITTER_NAME: identity.name,
          GIT_COMMITTER_EMAIL: identity.email,
        }
      : {}),
  };
}

/** Runs `git args` and resolves with stdout; rejects with git's stderr in the message on a non-zero exit. */
export async function git(args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<string> {
  try {
    const { stdout } = await run("git", args, { env, cwd, maxBuffer: 256 * 1024 * 1024, encoding: "utf8" });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? "";
    throw new Error(`git ${args.join(" ")} failed: ${stderr.trim() || String(error)}`);
  }
}

/** Like {@link git}, but resolves with null instead of rejecting when git exits non-zero. */
export async function gitOrNull(args: string[], env: NodeJS.ProcessEnv): Promise<string | null> {
  try {
    return (await run("git", args, { env, maxBuffer: 256 * 1024 * 1024, encoding: "utf8" })).stdout;
  } catch {
    return null;
  }
}
