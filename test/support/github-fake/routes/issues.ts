/**
 * Issue routes: read and edit an issue, its labels, and lock or unlock its conversation.
 */
import { checkBodyLength, errorBody, HttpError, invalidRequest, objectBody, optionalString, type FakeResponse } from "../http.js";
import { key, type FakeIssue, type FakeRepo } from "../state.js";
import { issueOf, repoOf, type FakeRouter, type RouteContext } from "./context.js";

/** Registers `GET/PATCH …/issues/{n}`, `GET/POST …/issues/{n}/labels`, `DELETE …/labels/{name}` and `PUT/DELETE …/issues/{n}/lock`. */
export function issueRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/issues/:number", (ctx, params) => {
    const repo = repoOf(ctx, params);
    return { status: 200, body: ctx.json.issue(repo, issueOf(repo, params["number"])) };
  });

  router.on("PATCH", "/repos/:owner/:repo/issues/:number", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const issue = issueOf(repo, params["number"]);
    const body = objectBody(ctx.body);
    const title = optionalString(body, "title");
    if (title !== undefined) issue.title = title;
    if (body["body"] !== undefined) {
      const text = body["body"] === null ? null : (optionalString(body, "body") ?? null);
      if (text !== null) checkBodyLength("Issue", text);
      issue.body = text;
    }
    const state = optionalString(body, "state");
    if (state !== undefined) setState(ctx, issue, state, optionalString(body, "state_reason"));
    if (body["labels"] !== undefined) {
      issue.labels = [];
      for (const name of labelNames(body["labels"])) ctx.state.addLabel(repo, issue, name);
    }
    issue.updatedAt = ctx.state.stamp();
    return { status: 200, body: ctx.json.issue(repo, issue) };
  });

  // GitHub: "Users with push access can lock an issue or pull request's conversation."
  router.on("PUT", "/repos/:owner/:repo/issues/:number/lock", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const issue = issueOf(repo, params["number"]);
    requirePush(ctx, repo);
    const reason = optionalString(objectBody(ctx.body), "lock_reason");
    if (reason !== undefined && !LOCK_REASONS.includes(reason)) {
      throw invalidRequest(`For 'lock_reason', "${reason}" is not a valid value.`);
    }
    issue.locked = true;
    issue.activeLockReason = reason ?? null;
    issue.updatedAt = ctx.state.stamp();
    return { status: 204 };
  });

  router.on("DELETE", "/repos/:owner/:repo/issues/:number/lock", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const issue = issueOf(repo, params["number"]);
    requirePush(ctx, repo);
    issue.locked = false;
    issue.activeLockReason = null;
    issue.updatedAt = ctx.state.stamp();
    return { status: 204 };
  });

  router.on("GET", "/repos/:owner/:repo/issues/:number/labels", (ctx, params) => {
    const repo = repoOf(ctx, params);
    return { status: 200, body: ctx.json.labels(repo, issueOf(repo, params["number"])) };
  });

  router.on("POST", "/repos/:owner/:repo/issues/:number/labels", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const issue = issueOf(repo, params["number"]);
    // GitHub takes `{ labels: [...] }` or a bare array; entries are names or `{ name }`.
    const raw = Array.isArray(ctx.body) ? ctx.body : objectBody(ctx.body)["labels"];
    const names = labelNames(raw);
    if (names.length === 0) throw invalidRequest(`"labels" wasn't supplied.`);
    for (const name of names) ctx.state.addLabel(repo, issue, name);
    return labelsResponse(ctx, repo, issue);
  });

  router.on("DELETE", "/repos/:owner/:repo/issues/:number/labels/:name", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const issue = issueOf(repo, params["number"]);
    const before = issue.labels.length;
    issue.labels = issue.labels.filter((l) => key(l) !== key(params["name"] ?? ""));
    if (issue.labels.length === before) throw new HttpError(404, errorBody(404, "Label does not exist"));
    return labelsResponse(ctx, repo, issue);
  });
}

/** The reasons GitHub takes for locking a conversation (its REST description's `lock_reason` enum). */
const LOCK_REASONS = ["off-topic", "too heated", "resolved", "spam"];

/** 403 unless the request's actor has push access (write, maintain or admin) to `repo`. */
function requirePush(ctx: RouteContext, repo: FakeRepo): void {
  if (!["write", "maintain", "admin"].includes(ctx.state.roleOf(repo, ctx.actor))) {
    throw new HttpError(403, errorBody(403, "Resource not accessible by integration"));
  }
}

function labelsResponse(ctx: RouteContext, repo: FakeRepo, issue: FakeIssue): FakeResponse {
  issue.updatedAt = ctx.state.stamp();
  return { status: 200, body: ctx.json.labels(repo, issue) };
}

function labelNames(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw invalidRequest(`For 'labels', ${JSON.stringify(raw)} is not an array.`);
  return raw.map((entry: unknown) => {
    if (typeof entry === "string" && entry.trim() !== "") return entry;
    const name = entry !== null && typeof entry === "object" ? (entry as Record<string, unknown>)["name"] : undefined;
    if (typeof name === "string" && name.trim() !== "") return name;
    throw invalidRequest(`For 'labels', ${JSON.stringify(entry)} is not a label name.`);
  });
}

function setState(ctx: RouteContext, issue: FakeIssue, state: string, reason: string | undefined): void {
  if (state !== "open" && state !== "closed") throw invalidRequest(`For 'state', "${state}" is not a valid value.`);
  if (state === issue.state) return;
  issue.state = state;
  issue.closedAt = state === "closed" ? ctx.state.stamp() : null;
  issue.stateReason = state === "closed" ? (reason === "not_planned" ? "not_planned" : "completed") : "reopened";
}
