/** The flags of `ralph-bot run`: named like the action's inputs, validated by the same schemas, with the same defaults. */
import { describe, expect, it } from "vitest";
import { FLAGS, parseCliInputs, UsageError } from "../../src/cli/options.js";
import { readActionManifest } from "../support/action-runner.js";

const base = { objective: "fix add()", "agent-command": "./agent.sh" };

describe("the flags of ralph-bot run", () => {
  it("take the action's defaults for every flag named like an action input", async () => {
    const manifest = await readActionManifest();
    const inputs = parseCliInputs(base);
    const shared = FLAGS.map((flag) => flag.name).filter((name) => name in manifest.inputs && !(name in base));
    expect(shared).toEqual(expect.arrayContaining(["agent", "max-rounds", "round-timeout-minutes", "verify", "sandbox", "base-branch"]));
    // As the action reads them, an empty default means "not given".
    const defaults = shared.flatMap((name) => {
      const value = manifest.inputs[name]?.default ?? "";
      return value !== "" ? [[name, value]] : [];
    });
    const fromYaml = parseCliInputs({ ...base, ...Object.fromEntries(defaults) });
    for (const name of shared) expect([name, fromYaml[name]]).toEqual([name, inputs[name]]);
    expect(inputs).toMatchObject({ agent: "command", "max-rounds": 10, sandbox: "bubblewrap", push: false, branch: null, out: null });
  });

  it("read values as the action reads its inputs: decimal minutes, lists of names and paths", () => {
    const inputs = parseCliInputs({
      ...base,
      "round-timeout-minutes": "0.5",
      agent: "claude-code",
      "agent-env": "MODEL_KEY, OPENAI_BASE_URL\nHTTPS_PROXY",
      "agent-secrets": "ANTHROPIC_API_KEY,ANTHROPIC_API_KEY",
      "sandbox-writable": "/a/b/\n/c",
      push: true,
    });
    expect(inputs).toMatchObject({
      "round-timeout-minutes": 0.5,
      "agent-env": ["MODEL_KEY", "OPENAI_BASE_URL", "HTTPS_PROXY"],
      "agent-secrets": ["ANTHROPIC_API_KEY"],
      "sandbox-writable": ["/a/b", "/c"],
      push: true,
    });
  });

  it.each([
    [{ "max-rounds": "0" }, /option '--max-rounds' must be at least 1 \(got "0"\)/],
    [{ "max-rounds": "0x5" }, /option '--max-rounds' must be a number/],
    [{ "round-timeout-minutes": "-1" }, /option '--round-timeout-minutes' must be a number of minutes above 0/],
    [{ verify: "always" }, /option '--verify' must be on-complete or every-round/],
    [{ sandbox: "docker" }, /option '--sandbox' must be bubblewrap or none/],
    [{ "sandbox-writable": "relative/dir" }, /option '--sandbox-writable' must list absolute paths/],
    [{ "agent-env": "GITHUB_TOKEN" }, /option '--agent-env' lists "GITHUB_TOKEN", which is never passed to the agent/],
    [{ "agent-env": "NOT A NAME" }, /option '--agent-env' "NOT A NAME" is not an environment variable name/],
    [{ branch: "ralph/a..b" }, /option '--branch' must be a branch name git accepts/],
    [{ "base-branch": "--upload-pack=evil" }, /option '--base-branch' must be a branch name git accepts/],
    [{ "verify-command": "  " }, /option '--verify-command' must not be blank/],
    [{ "agent-command": "" }, /option '--agent-command' is required when --agent is command/],
    [{ objective: "" }, /option '--objective' or --issue-file is required/],
    [
      { "agent-secrets": "FOO_KEY" },
      `option '--agent-secrets' names model keys the egress proxy holds for a preset (claude-code, codex, gemini), which --agent command is not: pass the variable with --agent-env instead (got "FOO_KEY")`,
    ],
    [
      { agent: "codex", "agent-secrets": "GITHUB_TOKEN" },
      /^option '--agent-secrets' lists "GITHUB_TOKEN", which is never passed to the agent/,
    ],
    [{ agent: "codex", "agent-secrets": "NOT A NAME" }, /option '--agent-secrets' "NOT A NAME" is not an environment variable name/],
    [
      { "issue-file": "issue.md" },
      `option '--issue-file' cannot be given with --objective: give --objective or --issue-file, not both (got "issue.md")`,
    ],
  ])("refuse %j, naming the flag", (bad, message) => {
    expect(() => parseCliInputs({ ...base, ...bad })).toThrow(UsageError);
    expect(() => parseCliInputs({ ...base, ...bad })).toThrow(message);
  });

  it("take --issue-file instead of --objective, and a preset without --agent-command", () => {
    expect(parseCliInputs({ "issue-file": "issue.md", agent: "codex" })).toMatchObject({
      objective: null,
      "issue-file": "issue.md",
      agent: "codex",
      "agent-command": null,
    });
  });
});
