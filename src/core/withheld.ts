/**
 * The environment names that hold GitHub or runner credentials (design contract: "The agent
 * contract", env): withheld from the agent and the verify command, from git's environment (the
 * token reaches git per command only) and scrubbed from the action's own. A pure rule, so the
 * agents, the workspace and the action share one copy.
 */

/**
 * Whether a name may never reach the agent: `GITHUB_TOKEN`, `GH_TOKEN`, `ACTIONS_*`, `INPUT_*`.
 * Compared case-insensitively, so `github_token` cannot sneak through either.
 */
export function isForbiddenAgentEnvName(name: string): boolean {
  const upper = name.toUpperCase();
  return upper === "GITHUB_TOKEN" || upper === "GH_TOKEN" || upper.startsWith("ACTIONS_") || upper.startsWith("INPUT_");
}
