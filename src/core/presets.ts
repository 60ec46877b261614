// The presets' packages and key names, shared by the agents and the workflow generator.

export const AGENT_NAMES = ["command", "claude-code", "codex", "gemini"] as const;

/** The npm package and version `npm run test:agents` proves. */
export const CLAUDE_CODE_PACKAGE = "@anthropic-ai/claude-code@2.1.197";
/** The variable and Actions secret that holds the model key. */
export const CLAUDE_CODE_KEY = "ANTHROPIC_API_KEY";

export const CODEX_PACKAGE = "@openai/codex@0.171.0";
export const CODEX_KEY = "OPENAI_API_KEY";

export const GEMINI_PACKAGE = "@google/gemini-cli@0.61.0";
export const GEMINI_KEY = "GEMINI_API_KEY";
