/**
 * The judge of the GitHub fake: GitHub's REST description (npm @octokit/openapi) names what a
 * request and an answer may be. These cases pin what it finds, so that a fake answer or a product
 * request GitHub documents differently fails the test that caused it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { servedRoutes } from "./github-fake.js";
import { ensureJudgeCache } from "./github-fake/openapi-cache.js";
import { OpenApiJudge, type Exchange } from "./github-fake/openapi.js";

let judge: OpenApiJudge;
beforeAll(async () => {
  judge = new OpenApiJudge(await ensureJudgeCache(servedRoutes()));
});

const user = { login: "maint", id: 2, node_id: "U_2", gravatar_id: "", type: "User", site_admin: false };
const exchange = (over: Partial<Exchange>): Exchange => ({
  method: "GET",
  pathname: "/repos/octo/hello/collaborators/maint/permission",
  query: new URLSearchParams(),
  body: null,
  status: 200,
  answer: { permission: "write", role_name: "write", user: { ...user, role_name: "write" } },
  ...over,
});

describe("GitHub's REST description judging the fake", () => {
  it("finds nothing in a request and an answer as GitHub documents them, hypermedia links left out", () => {
    expect(judge.judge(exchange({}), true)).toEqual([]);
  });

  it("names a query parameter the operation does not take (the permission check once sent issueNumber)", () => {
    expect(judge.judge(exchange({ query: new URLSearchParams("issueNumber=7") }), true)).toEqual([
      {
        operation: "GET /repos/{owner}/{repo}/collaborators/{username}/permission",
        operationId: "repos/get-collaborator-permission-level",
        part: "query",
        field: "issueNumber",
        message: "is not a parameter of this operation",
      },
    ]);
  });

  it("names the field an answer lacks, and a field of the wrong type, with the operation", () => {
    const found = judge.judge(exchange({ answer: { permission: "write", user: { ...user, id: "two", role_name: "write" } } }), true);
    expect(found.map((v) => `${v.operationId} ${v.part} ${v.field}: ${v.message}`)).toEqual([
      "repos/get-collaborator-permission-level answer 200 /role_name: is required",
      "repos/get-collaborator-permission-level answer 200 /user/id: must be integer",
    ]);
  });

  it("judges a query parameter's value and a JSON body by their schemas", () => {
    const list = exchange({ pathname: "/repos/octo/hello/issues/3/comments", query: new URLSearchParams("per_page=many&since=yesterday") });
    expect(judge.judge(list, false).map((v) => `${v.part} ${v.field}: ${v.message}`)).toEqual([
      "query per_page: must be integer",
      'query since: must match format "date-time"',
    ]);
    const post = exchange({ method: "POST", pathname: "/repos/octo/hello/issues/3/comments", body: { body: 42 } });
    expect(judge.judge(post, false).map((v) => `${v.part} ${v.field}: ${v.message}`)).toEqual(["body /body: must be string"]);
  });

  it("refuses a success GitHub does not document for the operation, and takes GitHub's error body for an undocumented error", () => {
    const created = judge.judge(exchange({ status: 201 }), true);
    expect(created.map((v) => `${v.part}: ${v.message}`)).toEqual(["answer 201: GitHub documents no such status for this operation"]);
    expect(judge.judge(exchange({ status: 502, answer: { message: "Server Error" } }), true)).toEqual([]);
    expect(judge.judge(exchange({ status: 502, answer: { message: 502 } }), true).map((v) => v.field)).toEqual(["/message"]);
  });

  it("names a route GitHub does not have", () => {
    expect(judge.judge(exchange({ pathname: "/repos/octo/hello/ralph" }), true)).toMatchObject([
      { operation: "GET /repos/octo/hello/ralph", operationId: null, part: "route" },
    ]);
  });
});
