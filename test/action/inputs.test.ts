import { describe, expect, it } from "vitest";
import { InputError, parseInputs } from "../../src/action/inputs.js";

const base = { "github-token": "t", agent: "command", "agent-command": "./agent.sh" };

describe("parseInputs", () => {
  it("applies the contract's defaults to inputs not given", () => {
    expect(parseInputs(base)).toMatchObject({
      "max-rounds": 10,
      "max-rounds-limit": 256,
      "trigger-label": "ralph",
      command: "/ralph",
      "branch-prefix": "ralph/issue-",
      "allowed-permission": "write",
      "max-handoff-chars": 16384,
      "bot-login": "github-actions[bot]",
      draft: false,
      "issue-number": null,
    });
  });

  it("takes a cost budget in US dollars, none by default", () => {
    expect(parseInputs(base)["max-cost-usd"]).toBeNull();
    expect(parseInputs({ ...base, "max-cost-usd": " 0.50 " })["max-cost-usd"]).toBe(0.5);
  });

  it("accepts decimal minutes", () => {
    expect(parseInputs({ ...base, "round-timeout-minutes": "0.5" })["round-timeout-minutes"]).toBe(0.5);
  });

  it.each([
    [{ "max-rounds": "zero" }, /input 'max-rounds' must be a number \(got "zero"\)/],
    [{ "max-rounds": "0" }, /input 'max-rounds' must be at least 1/],
    [{ "max-rounds": "2.5" }, /input 'max-rounds' must be a whole number/],
    [{ "max-rounds": "300" }, /input 'max-rounds' must be at most max-rounds-limit \(256\)/],
    [{ "round-timeout-minutes": "-1" }, /input 'round-timeout-minutes' must be a number of minutes above 0/],
    [{ "issue-number": "#12" }, /input 'issue-number' must be an issue number/],
    [{ "allowed-permission": "owner" }, /input 'allowed-permission'/],
    [{ draft: "yes" }, /input 'draft' must be true or false/],
    [{ "agent-command": "" }, /input 'agent-command' is required when agent is command/],
    [{ agent: "" }, /^input 'agent' is required: claude-code, codex, gemini, or command \(with agent-command\) \(docs\/agents\.md\)$/],
    [{ agent: "claude" }, /^input 'agent' must be claude-code, codex, gemini, or command \(with agent-command\) \(got "claude"\)$/],
    [{ "github-token": "" }, /input 'github-token'/],
    [{ "branch-prefix": "ralph issue" }, /input 'branch-prefix' may hold/],
    [{ "branch-prefix": "x..y/" }, /input 'branch-prefix' must make valid branch names/],
    [{ "branch-prefix": "refs/heads/" }, /input 'branch-prefix' must make valid branch names/],
    [{ "base-branch": "--upload-pack=evil" }, /input 'base-branch' must be a branch name git accepts/],
    [{ "base-branch": "main\nx" }, /input 'base-branch' must be a branch name git accepts/],
    [{ "max-rounds": "0x5" }, /input 'max-rounds' must be a number/],
    [{ "issue-number": "1e0" }, /input 'issue-number' must be an issue number/],
    [{ "max-cost-usd": "0" }, /input 'max-cost-usd' must be above 0/],
    [{ "max-cost-usd": "$5" }, /input 'max-cost-usd' must be an amount of US dollars, like 5 or 0.50/],
    [{ "max-cost-usd": "1e3" }, /input 'max-cost-usd' must be an amount of US dollars/],
  ])("refuses %j naming the input", (bad, message) => {
    expect(() => parseInputs({ ...base, ...bad })).toThrow(InputError);
    expect(() => parseInputs({ ...base, ...bad })).toThrow(message);
  });
});

describe("parseInputs: bot-login", () => {
  it.each([
    ["", /^input 'bot-login' must not be empty/],
    ["  ", /^input 'bot-login' must not be empty/],
    ["[bot]", /^input 'bot-login' must be a GitHub login/],
    ["\u200b", /^input 'bot-login' must be a GitHub login/],
    ["my app[bot]", /^input 'bot-login' must be a GitHub login/],
  ])("refuses %j, naming the input, rather than trusting no marker or the default identity", (login, message) => {
    expect(() => parseInputs({ ...base, "bot-login": login })).toThrow(InputError);
    expect(() => parseInputs({ ...base, "bot-login": login })).toThrow(message);
  });

  it.each(["github-actions[bot]", "my-app[bot]", "octocat", "jane_acme", " my-app[bot] "])("takes %j", (login) => {
    expect(parseInputs({ ...base, "bot-login": login })["bot-login"]).toBe(login.trim());
  });

  it("takes the default when the input is not given at all", () => {
    expect(parseInputs(base)["bot-login"]).toBe("github-actions[bot]");
  });
});
