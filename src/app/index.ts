import type { Probot } from "probot";
import { appBotLogin } from "../github/app-identity.js";
import { checkWebhookSecret } from "./credentials.js";
import { handleEvent } from "./handler.js";
import { readAppSettings } from "./settings.js";

/** The ralph-bot GitHub App (`probot run ./dist/app.js`): a table of the webhook events it reacts to. */
export default function ralphApp(app: Probot): void {
  const settings = readAppSettings(process.env);
  const { warning } = checkWebhookSecret(process.env);
  if (warning !== null) app.log.warn(warning);
  let login: Promise<string> | null = null;
  /** Asked of GitHub once, and again after a failure. */
  const botLogin = (): Promise<string> => {
    login ??= app
      .auth()
      .then((octokit) => appBotLogin(octokit))
      .catch((error: unknown) => {
        login = null;
        throw error;
      });
    return login;
  };

  app.on(
    [
      "issues.labeled",
      "issues.unlabeled",
      "issue_comment.created",
      "pull_request_review.submitted",
      "workflow_run.completed",
      "check_run.completed",
    ],
    (context) => handleEvent(context, { settings, botLogin }),
  );
}
