import { z } from "zod";

/** Repository permission levels, weakest first (GitHub's repository roles). */
export const PERMISSION_LEVELS = ["read", "triage", "write", "maintain", "admin"] as const;
export const PermissionLevel = z.enum(PERMISSION_LEVELS);
export type PermissionLevel = z.infer<typeof PermissionLevel>;

/** The sender of an event, as webhook payloads carry it. */
export interface Sender {
  login: string;
  type: string;
}

/**
 * Whether an event's sender is a bot: GitHub marks Apps and bot accounts with
 * `type: "Bot"` and a `[bot]` login suffix. Bots never start or stop a run, so
 * the bot can never trigger itself or be driven by another bot.
 */
export function isBot(sender: Sender): boolean {
  return sender.type === "Bot" || sender.login.toLowerCase().endsWith("[bot]");
}

/** The collaborator permission API's answer, reduced to what the check reads. */
const PermissionAnswer = z.object({
  permission: z.string(),
  role_name: z.string().optional(),
  user: z
    .object({
      permissions: z
        .object({
          admin: z.boolean(),
          maintain: z.boolean().optional(),
          push: z.boolean(),
          triage: z.boolean().optional(),
          pull: z.boolean(),
        })
        .optional(),
    })
    .nullable()
    .optional(),
});

/**
 * The one call {@link permissionOf} makes, typed structurally so that both the
 * action's client and a Probot App's `context.octokit` can be passed.
 */
export interface PermissionClient {
  rest: {
    repos: {
      getCollaboratorPermissionLevel(params: { owner: string; repo: string; username: string }): Promise<{ data: unknown }>;
    };
  };
}

/**
 * The highest level a user holds on a repository, from GitHub's collaborator
 * permission API (`GET /repos/{owner}/{repo}/collaborators/{user}/permission`),
 * not from `author_association`. The API folds `maintain` into `write` and `triage`
 * into `read` in its `permission` field, so the per-level flags are read first.
 * Returns null when the user has no access or does not exist (404).
 * @throws the Octokit error for any other API failure.
 */
export async function permissionOf(
  octokit: PermissionClient,
  repo: { owner: string; repo: string },
  login: string,
): Promise<PermissionLevel | null> {
  let data: unknown;
  try {
    // Only the names the route takes: Octokit sends any other key along as a query parameter.
    ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner: repo.owner, repo: repo.repo, username: login }));
  } catch (error) {
    if (typeof error === "object" && error !== null && "status" in error && error.status === 404) return null;
    throw error;
  }
  const answer = PermissionAnswer.parse(data);
  const flags = answer.user?.permissions;
  if (flags !== undefined) {
    if (flags.admin) return "admin";
    if (flags.maintain) return "maintain";
    if (flags.push) return "write";
    if (flags.triage) return "triage";
    return flags.pull ? "read" : null;
  }
  const named = PermissionLevel.safeParse(answer.role_name ?? answer.permission);
  return named.success ? named.data : null;
}

/** Whether `held` reaches `required` in the order read < triage < write < maintain < admin. */
export function reaches(held: PermissionLevel | null, required: PermissionLevel): boolean {
  return held !== null && PERMISSION_LEVELS.indexOf(held) >= PERMISSION_LEVELS.indexOf(required);
}
