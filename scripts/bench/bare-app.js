// The webhook floor for `npm run bench`: a bare Probot app that makes one API call per event (the 👀
// on the issue), loaded by the same `probot run` as the App.
/** @param {import("probot").Probot} app */
export default (app) => {
  app.on("issues.labeled", async (context) => {
    await context.octokit.rest.reactions.createForIssue(context.issue({ content: "eyes" }));
  });
};
