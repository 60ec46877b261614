// The webhook floor for `npm run bench`: a bare Probot app, loaded by the same `probot run` as the
// App, that makes the calls a start must make on a `ralph` label event — read the sender's
// permission, react 👀, dispatch the workflow (the same two writes as the App) — and ignores every
// comment, as the App ignores one that is not a command.
/** @param {import("probot").Probot} app */
export default (app) => {
  app.on("issues.labeled", async (context) => {
    if (context.payload.label?.name !== "ralph") return;
    const { owner, repo } = context.repo();
    const username = context.payload.sender.login;
    const { data } = await context.octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username });
    if (data.user?.permissions?.push !== true) return;
    await context.octokit.rest.reactions.createForIssue(context.issue({ content: "eyes" }));
    await context.octokit.rest.actions.createWorkflowDispatch({
      owner,
      repo,
      workflow_id: "ralph.yml",
      ref: context.payload.repository.default_branch,
      inputs: { issue: String(context.payload.issue.number) },
      return_run_details: true,
    });
  });
  app.on("issue_comment.created", async () => {});
};
