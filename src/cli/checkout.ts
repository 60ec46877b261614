import { agentWritableFolders, resolveGitProgram } from "../workspace/git-program.js";
import { Git } from "../workspace/git.js";
import { UsageError } from "./options.js";

/** A git checkout: its absolute top folder and branch (null when detached). */
export interface Checkout {
  top: string;
  branch: string | null;
}

/** The checkout `dir` lies in; throws UsageError outside one. */
export async function readCheckout(dir: string, env: NodeJS.ProcessEnv): Promise<Checkout> {
  const git = new Git(dir, { program: resolveGitProgram(env.PATH ?? "", agentWritableFolders(env, [dir])), token: null });
  const top = await git.run(["rev-parse", "--show-toplevel"], { allowFailure: true }).catch(() => null);
  if (top === null || top.exitCode !== 0) {
    throw new UsageError(`${dir} is not in a git checkout: run ralph-bot in one, or name one with --workspace`);
  }
  return { top: top.stdout.trim(), branch: await git.currentBranch() };
}

/** The checked-out branch; throws UsageError when HEAD is detached or on the run's branch itself. */
export function defaultBaseBranch(checkout: Checkout, runBranch: string): string {
  if (checkout.branch === null) throw new UsageError("the checkout's HEAD is detached: name the base branch with --base-branch");
  if (checkout.branch === runBranch) {
    throw new UsageError(`the checkout is on the run's branch "${runBranch}": name the branch it started from with --base-branch`);
  }
  return checkout.branch;
}

/** The fetch URL of `origin` after `insteadOf` rewriting, or null. */
export async function originUrl(top: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const git = new Git(top, { program: resolveGitProgram(env.PATH ?? "", agentWritableFolders(env, [top])), token: null });
  return git.remoteUrl("origin").catch(() => null);
}
