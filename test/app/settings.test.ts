import { describe, expect, it } from "vitest";
import { readAppSettings } from "../../src/app/settings.js";

describe("readAppSettings", () => {
  it("has the action's defaults, the workflow ralph.yml and no fixed ref; blank values count as unset", () => {
    const defaults = {
      triggerLabel: "ralph",
      command: "/ralph",
      allowedPermission: "write",
      maxRoundsLimit: 256,
      workflow: "ralph.yml",
      workflowRef: null,
      branchPrefix: "ralph/issue-",
      ciFixRuns: 2,
    };
    expect(readAppSettings({})).toEqual(defaults);
    expect(readAppSettings({ RALPH_TRIGGER_LABEL: " ", RALPH_WORKFLOW_REF: "" })).toEqual(defaults);
    expect(
      readAppSettings({ RALPH_MAX_ROUNDS_LIMIT: "12", RALPH_ALLOWED_PERMISSION: "maintain", RALPH_WORKFLOW_REF: "release" }),
    ).toMatchObject({
      maxRoundsLimit: 12,
      allowedPermission: "maintain",
      workflowRef: "release",
    });
  });

  it.each([
    ["RALPH_MAX_ROUNDS_LIMIT", "0"],
    ["RALPH_MAX_ROUNDS_LIMIT", "1.5"],
    ["RALPH_MAX_ROUNDS_LIMIT", "many"],
    ["RALPH_ALLOWED_PERMISSION", "owner"],
    ["RALPH_WORKFLOW", "../ralph.yml"],
    ["RALPH_COMMAND", "/ralph please"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => readAppSettings({ [name]: value })).toThrow(new RegExp(`^ralph-bot App settings are invalid: ${name}: `));
  });
});
