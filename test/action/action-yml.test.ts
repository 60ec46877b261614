import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ActionInputs, INPUT_NAMES, parseInputs } from "../../src/action/inputs.js";
import { REFERENCE, withActionDocs } from "../../scripts/action-docs.js";
import { PROJECT_ROOT, readActionManifest } from "../support/action-runner.js";

describe("action.yml", () => {
  it("declares exactly the inputs the action reads, in the same order", async () => {
    const manifest = await readActionManifest();
    expect(Object.keys(manifest.inputs)).toEqual(INPUT_NAMES);
  });

  it("gives each input the default the action applies", async () => {
    const manifest = await readActionManifest();
    const fromYaml = parseInputs({
      ...Object.fromEntries(Object.entries(manifest.inputs).map(([name, spec]) => [name, spec.default ?? ""])),
      "github-token": "t",
      agent: "command",
      "agent-command": "a",
    });
    const fromSchema = ActionInputs.parse({ "github-token": "t", agent: "command", "agent-command": "a" });
    expect(fromYaml).toEqual(fromSchema);
  });

  it("runs the committed bundle on node24", async () => {
    const manifest = await readActionManifest();
    expect(manifest.runs).toEqual({ using: "node24", main: "dist/action.js" });
  });

  it("is documented in docs/reference.md as it is (tsx scripts/action-docs.ts rewrites the tables)", async () => {
    const reference = await readFile(join(PROJECT_ROOT, REFERENCE), "utf8");
    const manifest = await readFile(join(PROJECT_ROOT, "action.yml"), "utf8");
    expect(reference).toBe(withActionDocs(reference, manifest));
  });
});
