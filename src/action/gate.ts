import { isBot, permissionOf, reaches, type PermissionLevel } from "../github/access.js";
import type { RalphOctokit } from "../github/client.js";
import type { Actor } from "../github/trigger.js";

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
