/** A run's branch, `<branch-prefix><issue>`, and the issue read back from a pull request's head. */

export interface PullRequestHead {
  number: number;
  head: { ref: string; repo: { full_name: string } | null };
  base: { repo: { full_name: string } };
}

export const DEFAULT_BRANCH_PREFIX = "ralph/issue-";

export function issueBranch(branchPrefix: string, issueNumber: number): string {
  return `${branchPrefix}${issueNumber}`;
}

/** A reason instead for a head in another repository (a fork, a deleted one) or of another name. */
export function ralphIssueOf(pull: PullRequestHead, branchPrefix: string): number | { skip: string } {
  if (pull.head.repo === null || pull.head.repo.full_name.toLowerCase() !== pull.base.repo.full_name.toLowerCase()) {
    return { skip: `pull request #${pull.number} comes from another repository (a fork)` };
  }
  const ref = pull.head.ref;
  const digits = ref.startsWith(branchPrefix) ? ref.slice(branchPrefix.length) : "";
  if (!/^[1-9]\d{0,9}$/.test(digits)) return { skip: `pull request #${pull.number} is not a Ralph pull request (head ${ref})` };
  return Number(digits);
}
