/**
 * The contents API: a file of the repository, here the workflow files registered with the fake.
 */
import { createHash } from "node:crypto";
import { notFound } from "../http.js";
import { repoOf, type FakeRouter } from "./context.js";

/** Registers `GET …/contents/{path}`. */
export function contentRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/contents/*path", (ctx, params) => {
    const repo = repoOf(ctx, params);
    const path = params["path"] ?? "";
    const file = /^\.github\/workflows\/([^/]+)$/.exec(path)?.[1];
    const workflow = file === undefined ? undefined : repo.workflows.get(file);
    if (!workflow) throw notFound();
    const bytes = Buffer.from(workflow.content, "utf8");
    const sha = createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
    const url = `${ctx.url.origin}/repos/${repo.fullName}/contents/${path}`;
    const html = ctx.json.repo(repo)["html_url"];
    return {
      status: 200,
      body: {
        type: "file",
        encoding: "base64",
        size: bytes.length,
        name: workflow.file,
        path,
        // GitHub wraps the base64 text at 60 characters.
        content: (bytes.toString("base64").match(/.{1,60}/g) ?? []).join("\n") + "\n",
        sha,
        url,
        git_url: `${ctx.url.origin}/repos/${repo.fullName}/git/blobs/${sha}`,
        html_url: `${String(html)}/blob/${repo.defaultBranch}/${path}`,
        download_url: null,
        _links: { self: url, git: null, html: null },
      },
    };
  });
}
