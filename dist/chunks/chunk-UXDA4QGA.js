import { createRequire as __ralphCreateRequire } from 'node:module'; const require = __ralphCreateRequire(import.meta.url);

// src/core/withheld.ts
function isForbiddenAgentEnvName(name) {
  const upper = name.toUpperCase();
  return upper === "GITHUB_TOKEN" || upper === "GH_TOKEN" || upper.startsWith("ACTIONS_") || upper.startsWith("INPUT_");
}

export {
  isForbiddenAgentEnvName
};
