/** The person's checkout as a local run finds it before it starts: its top folder and checked-out branch. */
import { agentWritableFolders, resolveGitProgram } from "../workspace/git-program.js";
import { Git } from "../workspace/git.js";
import { UsageError } from "./options.js";

/** A git checkout: `top` is its top folder (absolute), `branch` the checked-out branch (null in detached HEAD). */
export interface Checkout {
  top: string;
  branch: string | null;
}

/**
 * Finds the checkout `dir` lies in, with git looked up as the workspace does (never in a folder the
 * agent can write).
 * @param env the CLI's environment (its `PATH` finds git)
 * @throws UsageError when `dir` is not in a git checkout (or does not exist).
 */
export async function readCheckout(dir: string, env: NodeJS.ProcessEnv): Promise<Checkout> {
  const git = new Git(dir, { program: resolveGitProgram(env.PATH ?? "", agentWritableFolders(env, [dir])), token: null });
  const top = await git.run(["rev-parse", "--show-toplevel"], { allowFailure: true }).catch(() => null);
  if (top === null || top.exitCode !== 0) {
    throw new UsageError(`${dir} is not in a git checkout: run ralph-bot in one, or name one with --workspace`);
  }
  return { top: top.stdout.trim(), branch: await git.currentBranch() };
}

/**
 * The base branch when `--base-branch` is not given: the checked-out branch.
 * @throws UsageError when HEAD is detached, or the checkout is on the run's branch itself (a
 *   resumed run then needs the branch it started from named).
 */
export function defaultBaseBranch(checkout: Checkout, runBranch: string): string {
  if (checkout.branch === null) throw new UsageError("the checkout's HEAD is detached: name the base branch with --base-branch");
  if (checkout.branch === runBranch) {
    throw new UsageError(`the checkout is on the run's branch "${runBranch}": name the branch it started from with --base-branch`);
  }
  return checkout.branch;
}

/**
 * The fetch URL of the checkout's `origin` remote (after `insteadOf` rewriting); null when it has none.
 * @param env the CLI's environment (its `PATH` finds git)
 */
export async function originUrl(top: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const git = new Git(top, { program: resolveGitProgram(env.PATH ?? "", agentWritableFolders(env, [top])), token: null });
  return git.remoteUrl("origin").catch(() => null);
}
