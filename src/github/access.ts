// The one permission rule for the action, the App, stop requests and notes (docs/security.md).
import * as z from "zod";
import type { RalphOctokit } from "./client.js";
import type { Actor } from "./trigger.js";

/** Weakest first. */
export const PERMISSION_LEVELS = ["read", "triage", "write", "maintain", "admin"] as const;
export const PermissionLevel = z.enum(PERMISSION_LEVELS);
export type PermissionLevel = z.infer<typeof PermissionLevel>;

export interface Sender {
  login: string;
  type: string;
}

/** A bot never steers a run, so the bot never triggers itself. */
export function isBot(sender: Sender): boolean {
  return sender.type === "Bot" || sender.login.toLowerCase().endsWith("[bot]");
}

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

/** Probot's `context.octokit` fits too. */
export interface PermissionClient {
  rest: {
    repos: {
      getCollaboratorPermissionLevel(params: { owner: string; repo: string; username: string }): Promise<{ data: unknown }>;
    };
  };
}

/** From the per-level flags, which keep `maintain` apart; null on 404. */
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

export function reaches(held: PermissionLevel | null, required: PermissionLevel): boolean {
  return held !== null && PERMISSION_LEVELS.indexOf(held) >= PERMISSION_LEVELS.indexOf(required);
}

export type Admission = { kind: "admit" } | { kind: "ignore"; reason: string } | { kind: "refuse"; reason: string; reply: string };

export interface GateSettings {
  botLogin: string;
  allowedPermission: PermissionLevel;
}

/** A bot or the bot itself: never steers a run, gets no reply. */
export function isIgnoredActor(actor: Actor, botLogin: string): boolean {
  return isBot(actor) || actor.login.toLowerCase() === botLogin.toLowerCase();
}

/** Whether `actor` may start or stop a run; a null actor (the App, CI) was admitted by them. */
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

/** Asks once per login; bots never reach `allowed`. A failed lookup is not cached. */
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
