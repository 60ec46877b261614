// The repository's CI workflows: those a push or a pull request runs, named as `workflow_run` matches them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import * as z from "zod";
import { WORKFLOW_PATH } from "../../render/workflow-choices.js";

const FOLDER = ".github/workflows";
const CI_EVENTS = ["push", "pull_request"];

const Workflow = z.looseObject({
  name: z.string().optional(),
  on: z.union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())]),
});

/** The events a workflow's `on:` names, in any of its three forms. */
function events(on: z.infer<typeof Workflow>["on"]): string[] {
  if (typeof on === "string") return [on];
  return Array.isArray(on) ? on : Object.keys(on);
}

/** The workflow at `path` when it is CI, by the name GitHub gives it (its `name:`, else its path); else null. */
function ciName(top: string, path: string): string | null {
  let workflow: z.infer<typeof Workflow>;
  try {
    const parsed = Workflow.safeParse(parse(readFileSync(join(top, path), "utf8")));
    if (!parsed.success) return null;
    workflow = parsed.data;
  } catch {
    return null;
  }
  return events(workflow.on).some((event) => CI_EVENTS.includes(event)) ? (workflow.name ?? path) : null;
}

/** The names of the CI workflows in `top`, in file order; none without `.github/workflows`. */
export function ciWorkflowNames(top: string): string[] {
  let files: string[];
  try {
    files = readdirSync(join(top, FOLDER)).filter((name) => /\.ya?ml$/.test(name));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => `${FOLDER}/${file}`)
    .filter((path) => path !== WORKFLOW_PATH)
    .map((path) => ciName(top, path))
    .filter((name): name is string => name !== null);
}
