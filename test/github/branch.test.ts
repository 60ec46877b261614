import { describe, expect, it } from "vitest";
import { DEFAULT_BRANCH_PREFIX, issueBranch, ralphIssueOf } from "../../src/github/branch.js";

/** A pull request of octo/hello with head `ref` in `headRepo`. */
const pull = (ref: string, headRepo: string | null = "octo/hello") => ({
  number: 8,
  head: { ref, repo: headRepo === null ? null : { full_name: headRepo } },
  base: { repo: { full_name: "octo/hello" } },
});

describe("issueBranch and ralphIssueOf", () => {
  it("name an issue's branch and read the issue back from a pull request's head, with any prefix", () => {
    expect(issueBranch(DEFAULT_BRANCH_PREFIX, 7)).toBe("ralph/issue-7");
    expect(ralphIssueOf(pull(issueBranch(DEFAULT_BRANCH_PREFIX, 7)), DEFAULT_BRANCH_PREFIX)).toBe(7);
    expect(ralphIssueOf(pull(issueBranch("bots/fix-", 12)), "bots/fix-")).toBe(12);
  });

  it("read no issue from a fork's head, another prefix's or a name that is not one", () => {
    expect(ralphIssueOf(pull("ralph/issue-7", "forker/hello"), DEFAULT_BRANCH_PREFIX)).toEqual({
      skip: "pull request #8 comes from another repository (a fork)",
    });
    expect(ralphIssueOf(pull("ralph/issue-7", null), DEFAULT_BRANCH_PREFIX)).toMatchObject({ skip: expect.stringContaining("a fork") });
    for (const ref of ["bots/fix-7", "ralph/issue-07", "ralph/issue-7x", "ralph/issue-"]) {
      expect(ralphIssueOf(pull(ref), DEFAULT_BRANCH_PREFIX)).toEqual({
        skip: `pull request #8 is not a Ralph pull request (head ${ref})`,
      });
    }
  });
});
