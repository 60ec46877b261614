/** Whether a listing through GitHub's API is of origin's repository (`sameRepository`, which `remoteHeads` asks before it takes one). */
import { describe, expect, it } from "vitest";
import { sameRepository } from "../../src/workspace/remote-heads.js";

describe("sameRepository", () => {
  it("takes GitHub's web address and a clone URL of it as one repository, whatever the case, .git, slash or credentials", () => {
    const web = "https://github.com/Octo/Hello";
    for (const clone of [
      "https://github.com/octo/hello.git",
      "https://github.com/octo/hello/",
      "https://x-access-token:t@github.com/octo/hello",
    ]) {
      expect(sameRepository(web, clone), clone).toBe(true);
    }
  });

  it("tells another host, port, scheme, path or a URL that is no http(s) address apart", () => {
    const web = "https://github.com/octo/hello";
    for (const other of [
      "https://ghe.example.com/octo/hello",
      "https://github.com:8443/octo/hello",
      "http://github.com/octo/hello",
      "https://github.com/octo/hello-fork",
      "https://github.com/octo/hello/extra",
      "git@github.com:octo/hello.git",
      "/srv/git/hello.git",
    ]) {
      expect(sameRepository(web, other), other).toBe(false);
    }
    expect(sameRepository("not a url", "not a url")).toBe(false);
  });
});
