import type { PermissionLevel } from "../github/access.js";
import { renderMarker } from "../github/markers.js";
import { renderStopMarker } from "../record/requests.js";
import { fenced } from "../core/markdown.js";
import { safeText } from "../core/sanitize.js";
import { refusalFix, type DispatchRefusal } from "../github/dispatch-refusal.js";
import { renderWorkflow } from "../render/workflow.js";
import { APP_CHOICES } from "../render/workflow-choices.js";

/** The workflow the App starts, as `ralph-bot init --app` writes it; a test keeps docs/app.md equal to it. */
export const EXAMPLE_WORKFLOW = renderWorkflow(APP_CHOICES);

/** Why the App replied, kept in the reply's marker. */
export type ReplyReason =
  "not-permitted" | "invalid-command" | "already-running" | "no-live-run" | "missing-workflow" | "workflow-refused" | "dispatch-failed";

/** The text, then a `reply` marker carrying the reason. */
export function reply(reason: ReplyReason, text: string, detail: string | null = null): string {
  return `${text}\n\n${renderMarker("reply", { reason, ...(detail !== null ? { detail } : {}) })}`;
}

/** The reply to a person whose permission does not reach `allowed`. */
export function notPermittedText(allowed: PermissionLevel, wanted: "start" | "stop" | "leave notes for"): string {
  return `Only people with ${allowed} access (or higher) to this repository can ${wanted} Ralph runs.`;
}

/** The reply when a run on the issue is already live; `runUrl` null when not listed. */
export function alreadyRunningText(runUrl: string | null, command: string): string {
  const where = runUrl !== null ? `: ${runUrl}` : "";
  return `A Ralph run on this issue is already in progress${where}. Comment \`${command} stop\` to end it before starting another.`;
}

/** The reply to a stop command when no run of the issue is live. */
export const NO_LIVE_RUN_TEXT = "There is no Ralph run in progress on this issue, so there is nothing to stop.";

/** A trusted `stop` marker for the next leg of a relay run. */
export function handedOffStopText(why: string, by: string): string {
  return (
    `${renderStopMarker(by)}\nStopping the Ralph run on this issue: it is handed off between two workflow runs ` +
    `(relay mode), so its next workflow run ends it before its round (${why}, by ${safeText(`@${by}`, [])}).`
  );
}

/** How to add the missing workflow, with the example to copy. */
export function missingWorkflowText(workflow: string, ref: string): string {
  return [
    `I could not start a Ralph run: this repository has no workflow \`.github/workflows/${workflow}\` on \`${ref}\`.`,
    "",
    `Ralph runs in this repository's own GitHub Actions. To enable it, add \`.github/workflows/${workflow}\` to \`${ref}\`, set the repository variable \`RALPH_APP_CLIENT_ID\` to this App's Client ID, the secret \`RALPH_APP_PRIVATE_KEY\` to one of its private keys and the secret \`ANTHROPIC_API_KEY\` to your model API key (for another agent, see the project's docs/agents.md):`,
    "",
    fenced(EXAMPLE_WORKFLOW.trimEnd(), "yaml"),
    "",
    "Then add the label or comment the command again. I will not repeat this message on this issue.",
  ].join("\n");
}

/** GitHub refused the workflow for what it declares: what to change, and the YAML. */
export function workflowRefusedText(workflow: string, ref: string, refusal: DispatchRefusal, command: string): string {
  const fix = refusalFix(refusal, workflow, ref, "the Ralph App");
  return [
    `I could not start a Ralph run: GitHub refused to start the workflow \`${workflow}\` on \`${ref}\` (${safeText(refusal.message, [])}).`,
    "",
    fix.words,
    ...(fix.yaml !== null ? ["", fenced(fix.yaml, "yaml")] : []),
    "",
    `Then add the label, comment \`${command}\` or submit the review again. I will not repeat this message here while GitHub refuses the same way.`,
  ].join("\n");
}

/** GitHub refused to start the workflow for another reason. */
export function dispatchFailedText(workflow: string, ref: string, status: number, message: string): string {
  return [
    `I could not start the Ralph workflow \`${workflow}\` on \`${ref}\`: GitHub answered ${status} (${safeText(message, [])}).`,
    `The App needs the \`actions: write\` permission on this repository, and \`${ref}\` must be one of its branches or tags (the App's \`RALPH_WORKFLOW_REF\`).`,
  ].join(" ");
}
