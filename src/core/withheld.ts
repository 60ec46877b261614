/** A GitHub or runner credential's name, never the agent's (any case). */
export function isForbiddenAgentEnvName(name: string): boolean {
  const upper = name.toUpperCase();
  return upper === "GITHUB_TOKEN" || upper === "GH_TOKEN" || upper.startsWith("ACTIONS_") || upper.startsWith("INPUT_");
}
