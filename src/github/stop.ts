import type { PermissionLevel } from "./authorization.js";
import { isBot, permissionOf, reaches } from "./authorization.js";
import type { RalphOctokit } from "./client.js";
import { readTrustedMarker } from "./markers.js";
import type { IssueRef } from "./thread.js";
import { parseCommand } from "./trigger.js";

/** What the stop check needs to know (action inputs `command`, `bot-login`, `allowed-permission`). */
export interface StopSettings {
  command: string;
  botLogin: string;
  allowedPermission: PermissionLevel;
  maxRoundsLimit: number;
}

/**
 * Whether someone asked the live run to stop since `since`: a trusted `stop` marker
 * (posted by the bot when it handled `/ralph stop` or the label's removal in another
 * workflow run), or a `/ralph stop` comment by a person holding `allowedPermission`.
 * Reads every comment updated since `since` (all pages: one API call per 100), plus one permission
 * lookup per `/ralph stop` comment found. Returns who asked, or null.
 * @throws the Octokit error when the API fails after its retries.
 */
export async function stopRequested(octokit: RalphOctokit, ref: IssueRef, since: Date, settings: StopSettings): Promise<string | null> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: ref.owner,
    repo: ref.repo,
    issue_number: ref.issueNumber,
    since: since.toISOString(),
    per_page: 100,
  });
  for (const comment of comments) {
    const marker = readTrustedMarker(comment, "stop", settings.botLogin);
    if (marker !== null) return typeof marker.by === "string" ? marker.by : settings.botLogin;
  }
  for (const comment of comments) {
    const user = comment.user;
    if (user === null || isBot({ login: user.login, type: user.type })) continue;
    if (parseCommand(comment.body ?? "", settings.command, settings.maxRoundsLimit)?.kind !== "stop") continue;
    if (reaches(await permissionOf(octokit, ref, user.login), settings.allowedPermission)) return user.login;
  }
  return null;
}
