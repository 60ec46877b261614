/** Whether an environment name holds a GitHub or runner credential the agent never sees (any case). */
export function isForbiddenAgentEnvName(name: string): boolean {
  const upper = name.toUpperCase();
  return upper === "GITHUB_TOKEN" || upper === "GH_TOKEN" || upper.startsWith("ACTIONS_") || upper.startsWith("INPUT_");
}
