/**
 * Pull request routes: list (filters state/head/base), create with GitHub's
 * validations, read and edit. A pull request takes the next issue number.
 */
import {
  checkBodyLength,
  invalidRequest,
  notFound,
  objectBody,
  optionalString,
  pageResponse,
  paginate,
  requireString,
  validationFailed,
} from "../http.js";
import { key, type FakeIssue, type FakeRepo } from "../state.js";
import { issueOf, repoOf, type FakeRouter } from "./context.js";

/** Registers `GET/POST …/pulls` and `GET/PATCH …/pulls/{n}`. */
export function pullRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/pulls", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const state = ctx.query.get("state") ?? "open";
    // GitHub silently ignores a `head` without the `owner:` prefix; so does the fake.
    const head = parseHeadFilter(ctx.query.get("head"));
    const base = ctx.query.get("base");
    const pulls = pullsOf(repo).filter(
      (issue) =>
        (state === "all" || issue.state === state) &&
        (head === undefined || (key(issue.pull?.headOwner ?? "") === key(head.owner) && issue.pull?.headRef === head.ref)) &&
        (base === null || issue.pull?.baseRef === base),
    );
    // Newest first unless `direction=asc`, as GitHub sorts by creation.
    if (ctx.query.get("direction") !== "asc") pulls.reverse();
    const page = paginate(pulls, ctx.query, ctx.url);
    return pageResponse(
      page,
      page.items.map((issue) => ctx.json.pull(repo, issue)),
    );
  });

  router.on("POST", "/repos/:owner/:repo/pulls", async (ctx, params) => {
    const repo = repoOf(ctx, params);
    const body = objectBody(ctx.body);
    const title = requireString(body, "title");
    const headSpec = requireString(body, "head");
    const base = requireString(body, "base");
    const text = optionalString(body, "body");
    if (text !== undefined) checkBodyLength("PullRequest", text);
    const draft = body["draft"] ?? false;
    if (typeof draft !== "boolean") throw invalidRequest(`For 'draft', ${JSON.stringify(draft)} is not a boolean.`);

    const colon = headSpec.indexOf(":");
    const headOwner = colon >= 0 ? headSpec.slice(0, colon) : repo.owner;
    const headRef = colon >= 0 ? headSpec.slice(colon + 1) : headSpec;
    if (!(await ctx.branchExists(repo.fullName, base))) {
      throw validationFailed({ resource: "PullRequest", field: "base", code: "invalid" });
    }
    if (!(await ctx.branchExists(`${headOwner}/${repo.name}`, headRef))) {
      throw validationFailed({ resource: "PullRequest", field: "head", code: "invalid" });
    }
    if (key(headOwner) === key(repo.owner) && headRef === base) {
      throw validationFailed({ resource: "PullRequest", code: "custom", message: `No commits between ${base} and ${headRef}` });
    }
    const duplicate = pullsOf(repo).some(
      (issue) =>
        issue.state === "open" &&
        key(issue.pull?.headOwner ?? "") === key(headOwner) &&
        issue.pull?.headRef === headRef &&
        issue.pull?.baseRef === base,
    );
    if (duplicate) {
      throw validationFailed({
        resource: "PullRequest",
        code: "custom",
        message: `A pull request already exists for ${headOwner}:${headRef}.`,
      });
    }
    const issue = ctx.state.addIssue(repo, {
      title,
      body: text ?? null,
      user: ctx.actor,
      pull: { headOwner: ctx.state.ensureUser(headOwner).login, headRef, baseRef: base, draft, mergedAt: null },
    });
    const json = ctx.json.pull(repo, issue);
    return { status: 201, body: json, headers: { location: String(json["url"]) } };
  });

  router.on("GET", "/repos/:owner/:repo/pulls/:number", (ctx, params) => {
    const repo = repoOf(ctx, params);
    return { status: 200, body: ctx.json.pull(repo, pullOf(repo, params["number"])) };
  });

  router.on("PATCH", "/repos/:owner/:repo/pulls/:number", async (ctx, params) => {
    const repo = repoOf(ctx, params);
    const issue = pullOf(repo, params["number"]);
    const body = objectBody(ctx.body);
    const title = optionalString(body, "title");
    const text = optionalString(body, "body");
    const state = optionalString(body, "state");
    const base = optionalString(body, "base");
    if (text !== undefined) checkBodyLength("PullRequest", text);
    if (state !== undefined && state !== "open" && state !== "closed") {
      throw invalidRequest(`For 'state', "${state}" is not a valid value.`);
    }
    if (base !== undefined && !(await ctx.branchExists(repo.fullName, base))) {
      throw validationFailed({ resource: "PullRequest", field: "base", code: "invalid" });
    }
    if (title !== undefined) issue.title = title;
    if (text !== undefined) issue.body = text;
    if (base !== undefined && issue.pull) issue.pull.baseRef = base;
    if (state !== undefined && state !== issue.state) {
      issue.state = state;
      issue.closedAt = state === "closed" ? ctx.state.stamp() : null;
    }
    issue.updatedAt = ctx.state.stamp();
    return { status: 200, body: ctx.json.pull(repo, issue) };
  });
}

function pullsOf(repo: FakeRepo): FakeIssue[] {
  return [...repo.issues.values()].filter((issue) => issue.pull !== undefined);
}

function pullOf(repo: FakeRepo, number: string | undefined): FakeIssue {
  const issue = issueOf(repo, number);
  if (!issue.pull) throw notFound();
  return issue;
}

function parseHeadFilter(head: string | null): { owner: string; ref: string } | undefined {
  const colon = head?.indexOf(":") ?? -1;
  if (head === null || colon <= 0) return undefined;
  return { owner: head.slice(0, colon), ref: head.slice(colon + 1) };
}
