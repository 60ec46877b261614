/**
 * The one permission rule (design contract: only people holding `allowed-permission` start or stop
 * runs or leave notes; bots and the bot itself never): who is ignored, the permission a person holds
 * on the repository, and whether it reaches the level asked. Used by the action's gate
 * ({@link admit}), the App (`app/decide.ts`), the look for stop requests and notes
 * (`record/requests.ts`) and the pull-request run.
 */
import * as z from "zod";
import type { RalphOctokit } from "./client.js";
import type { Actor } from "./trigger.js";

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

/** What to do with an actor's request (design contract: only permitted people start or stop runs). */
export type Admission = { kind: "admit" } | { kind: "ignore"; reason: string } | { kind: "refuse"; reason: string; reply: string };

/** Settings of the gate (action inputs `bot-login`, `allowed-permission`). */
export interface GateSettings {
  botLogin: string;
  allowedPermission: PermissionLevel;
}

/** Is `actor` a bot, or the bot's own identity? Such events never start or stop a run, and get no reply. */
export function isIgnoredActor(actor: Actor, botLogin: string): boolean {
  return isBot(actor) || actor.login.toLowerCase() === botLogin.toLowerCase();
}

/**
 * Decide whether `actor` may start or stop a run. Bots and the bot itself are
 * ignored without a word (so the bot never answers itself); a person below
 * `allowedPermission` is refused with one short reply, a person who dispatched the
 * workflow included; dispatches sent by the App or CI (actor null) were admitted by them.
 * @throws the Octokit error when the permission lookup fails.
 */
export async function admit(
  octokit: RalphOctokit,
  repo: { owner: string; repo: string },
  actor: Actor | null,
  settings: GateSettings,
): Promise<Admission> {
  if (actor === null) return { kind: "admit" };
  if (isIgnoredActor(actor, settings.botLogin)) return { kind: "ignore", reason: `the sender ${actor.login} is a bot` };
  const held = await permissionOf(octokit, { owner: repo.owner, repo: repo.repo }, actor.login);
  if (reaches(held, settings.allowedPermission)) return { kind: "admit" };
  return {
    kind: "refuse",
    reason: `${actor.login} holds ${held ?? "no"} permission; ${settings.allowedPermission} is required`,
    reply: `Only people with ${settings.allowedPermission} access to this repository can start or stop Ralph runs.`,
  };
}

/**
 * Whether a login reaches `allowed`, asking the collaborator-permission API once per login (case
 * folded) for the life of the answer: one look between rounds asks about each commenter once.
 * With `botLogin`, a bot's login or the bot's own is never permitted and costs no lookup
 * (design contract: bots and the bot itself never steer a run).
 * @throws the Octokit error of a failed lookup (not cached: the next call asks again).
 */
export function permittedLogins(
  octokit: PermissionClient,
  repo: { owner: string; repo: string },
  allowed: PermissionLevel,
  botLogin?: string,
): (login: string) => Promise<boolean> {
  const known = new Map<string, boolean>();
  return async (login) => {
    const cached = known.get(login.toLowerCase());
    if (cached !== undefined) return cached;
    const answer =
      (botLogin === undefined || !isIgnoredActor({ login, type: "User" }, botLogin)) &&
      reaches(await permissionOf(octokit, repo, login), allowed);
    known.set(login.toLowerCase(), answer);
    return answer;
  };
}
