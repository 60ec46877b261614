/**
 * The agents by name, and what a workflow needs to install each preset (its CLI's npm package and
 * the variable its model key lives in): data the agents (`src/agents`) and the workflow generator
 * (`src/render/workflow.ts`) share. Kept in core so the generator, pure text, needs nothing of the
 * agents' processes.
 */

/**
 * The agents the `agent` input names (design contract: presets and `command`): `command` runs
 * `agent-command` through a shell; `claude-code`, `codex` and `gemini` run Claude Code, Codex and
 * Gemini CLI (see `docs/agents.md`).
 */
export const AGENT_NAMES = ["command", "claude-code", "codex", "gemini"] as const;

/** The npm package of Claude Code and the version `npm run test:agents` proves. */
export const CLAUDE_CODE_PACKAGE = "@anthropic-ai/claude-code@2.1.197";
/** The variable (and Actions secret) the examples keep Claude Code's model key in (docs/agents.md). */
export const CLAUDE_CODE_KEY = "ANTHROPIC_API_KEY";

/** The npm package of the Codex CLI and the version `npm run test:agents` proves. */
export const CODEX_PACKAGE = "@openai/codex@0.171.0";
/** The variable (and Actions secret) the examples keep the OpenAI API key in (docs/agents.md). */
export const CODEX_KEY = "OPENAI_API_KEY";

/** The npm package of Gemini CLI and the version `npm run test:agents` proves. */
export const GEMINI_PACKAGE = "@google/gemini-cli@0.61.0";
/** The variable (and Actions secret) the examples keep the Gemini API key in (docs/agents.md). */
export const GEMINI_KEY = "GEMINI_API_KEY";
