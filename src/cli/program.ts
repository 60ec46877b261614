// The `ralph-bot` command line, `run` and `init`; every way out is an exit code (docs/cli.md).
import { Command, CommanderError, Option } from "commander";
import packageJson from "../../package.json" with { type: "json" };
import { EXIT_CODES, USAGE_EXIT_CODE, describeEnding } from "./outcome.js";
import { defaultOf, FLAGS, parseCliInputs, UsageError } from "./options.js";
import type { ProgressOutput } from "./progress.js";
import { runLocal } from "./run.js";
import { runInit, type InitFlags } from "./init/command.js";

/** The process's streams, environment and folder, or fakes in tests. */
export interface CliIo {
  stdout: ProgressOutput;
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Aborted on SIGINT or SIGTERM. */
  termination: AbortSignal;
  /** Where init reads answers; it asks only on a terminal. */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** Where the help sends a reader for more: the npm package holds no docs/. */
const DOCS_URL = "https://github.com/ralph-bot/ralph-bot/blob/main/docs/cli.md";

/** The exit codes for the help. */
function exitCodeHelp(): string {
  const meaning = new Map<number, string>([[USAGE_EXIT_CODE, "a command line ralph-bot refuses (it names the flag)"]]);
  for (const [outcome, code] of Object.entries(EXIT_CODES)) {
    meaning.set(code, code === EXIT_CODES.error ? `${outcome}, or the run could not start` : outcome);
  }
  const lines = [...meaning].sort(([a], [b]) => a - b).map(([code, text]) => `  ${String(code).padEnd(5)}${text}`);
  return `Exit codes:\n${lines.join("\n")}`;
}

/** The `run` command's options from {@link FLAGS}; each attribute name by flag name. */
function addRunOptions(run: Command): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const flag of FLAGS) {
    const shown = defaultOf(flag.name);
    const option = new Option(
      `--${flag.name}${flag.arg !== null ? ` ${flag.arg}` : ""}`,
      flag.description + (shown !== null ? ` (default: ${shown})` : ""),
    );
    // The list inputs take several values: a repeated flag adds to them.
    if (flag.list === true)
      option.argParser((value: string, previous: string | undefined) => (previous === undefined ? value : `${previous}\n${value}`));
    run.addOption(option);
    // Commander reads `--no-progress-rounds` as a negation: its value sits under `progressRounds`.
    attributes.set(flag.name, option.attributeName());
  }
  return attributes;
}

/** The flags given, by name; a switch is `true`. */
function givenFlags(run: Command, attributes: ReadonlyMap<string, string>): Record<string, string | boolean> {
  const values = run.opts<Record<string, string | boolean>>();
  const given: Record<string, string | boolean> = {};
  for (const [name, attribute] of attributes) {
    const value = values[attribute];
    if (run.getOptionValueSource(attribute) === "cli" && value !== undefined) given[name] = value;
  }
  return given;
}

/** Runs `ralph-bot` with the arguments after the script; resolves with the exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode = 0;
  const done = (code: number): void => {
    exitCode = code;
  };
  const program = new Command("ralph-bot")
    .description(
      "Run the Ralph pattern: fresh agent rounds, the branch as memory, one validated report handed on; on a local checkout (run), or on a GitHub repository's issues (init sets it up).",
    )
    .version(packageJson.version)
    .exitOverride()
    .showSuggestionAfterError()
    .showHelpAfterError("(see ralph-bot --help)")
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });
  addRunCommand(program, io, done);
  addInitCommand(program, io, done);
  program.addHelpText("after", `\nEach command's flags: ralph-bot <command> --help. More: ${DOCS_URL}`);
  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (error) {
    // Commander has written its message (an unknown flag named, with a suggestion) or the help already.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : USAGE_EXIT_CODE;
    throw error;
  }
  return exitCode;
}

/** `ralph-bot run` and its flags; `done` takes its exit code. */
function addRunCommand(program: Command, io: CliIo, done: (exitCode: number) => void): void {
  const run = program
    .command("run")
    .summary("run an agent's rounds on this checkout, with no GitHub")
    .description("run rounds of an agent on the checkout until it completes, blocks, fails or a limit is reached")
    .showHelpAfterError("(see ralph-bot run --help)")
    .addHelpText("after", `\n${exitCodeHelp()}\nMore: ${DOCS_URL}`);
  const attributes = addRunOptions(run);
  run.action(async () => {
    done(await runCommand(givenFlags(run, attributes), io));
  });
}

/** `ralph-bot init` and its flags; `done` takes its exit code. */
function addInitCommand(program: Command, io: CliIo, done: (exitCode: number) => void): void {
  const init = program
    .command("init")
    .summary("set this clone's GitHub repository up to run on its issues")
    .description(
      "write .github/workflows/ralph.yml for this clone's repository, and check on GitHub what else its first run needs (creating the label)",
    )
    .showHelpAfterError("(see ralph-bot init --help)")
    .option("--agent <name>", "claude-code, codex, gemini or command (default: claude-code)")
    .option("--agent-command <command>", "--agent command: the shell command each round runs")
    .option(
      "--key-secret <name>",
      "the Actions secret holding the model key (default: the preset's, e.g. ANTHROPIC_API_KEY; none for command)",
    )
    .option("--model <name>", "the model the preset's CLI uses (default: the CLI's own)")
    .option("--mode <mode>", "in-job or relay (default: in-job; relay with --app)")
    .option(
      "--install <command>",
      "the project's dependency install, run before the action (default: found from the lock files, e.g. npm ci)",
    )
    .option("--no-install", "no install step")
    .option(
      "--verify-command <command>",
      "a shell command that must pass before a complete is accepted (default: found from the project, e.g. npm test, or asked)",
    )
    .option("--no-verify-command", "no verify command")
    .option(
      "--allowed-domains <hosts>",
      'hosts the agent may reach besides its model API, separated by commas (default: registries when init knows the project\'s package manager, so the agent may add a dependency); "" for none',
    )
    .option("--app", "runs are started by the Ralph GitHub App: the workflow for App-started runs (docs/app.md)")
    .option("--no-app", "the action alone, listening to the label and /ralph itself (the default)")
    .option(
      "--ci-workflows <names>",
      'the CI workflows (their name:, separated by commas) whose failed run on a Ralph pull request starts a run there, listed under workflow_run: workflows: (default: those in .github/workflows a push or a pull request runs); "" for none; not with --app, whose App hears every workflow',
    )
    .option("--yes", "take the default for every question no flag answers; ask nothing")
    .option("--dry-run", "print the workflow and what would be checked; write nothing, create nothing")
    .option(
      "--force",
      "replace a workflow file init cannot recognise, keeping what it reads there (one init wrote, in any form, it rewrites keeping its choices)",
    )
    .option("--check", "write nothing: exit 1, printing the difference, when the workflow is not what this version writes")
    .option(
      "--api-url <url>",
      "the GitHub API (default: $GITHUB_API_URL, else https://api.github.com or https://<host>/api/v3 for origin's host)",
    )
    .option("--workspace <dir>", "the clone to set up (default: the current directory)")
    .option("--no-pull-request", "open no pull request with the workflow on GitHub: you commit and push it")
    .addHelpText(
      "after",
      "\nWith GH_TOKEN, GITHUB_TOKEN or a `gh auth login`, it checks the repository on GitHub, creates the label, sets the model key's\nsecret (from its variable, e.g. ANTHROPIC_API_KEY, or typed without echo) and opens a pull request with the workflow.\nMore: " +
        DOCS_URL,
    );
  init.action(async () => {
    done(await initCommand(init.opts<InitFlags>(), io));
  });
}

/** `ralph-bot run`: validate, run, tell the outcome; errors become messages and exit codes. */
async function runCommand(given: Record<string, string | boolean>, io: CliIo): Promise<number> {
  try {
    const inputs = parseCliInputs(given);
    const { result, place, secrets } = await runLocal({
      inputs,
      env: io.env,
      cwd: io.cwd,
      progressOut: io.stdout,
      termination: io.termination,
    });
    for (const line of describeEnding(result, place, secrets)) io.stdout.write(`${line}\n`);
    return EXIT_CODES[result.outcome];
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`error: ${error.message}\n(see ralph-bot run --help)\n`);
      return USAGE_EXIT_CODE;
    }
    io.stderr.write(`error: the run could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_CODES.error;
  }
}

/** `ralph-bot init`: errors become messages and exit codes. */
async function initCommand(flags: InitFlags, io: CliIo): Promise<number> {
  try {
    return await runInit(flags, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`error: ${error.message}\n(see ralph-bot init --help)\n`);
      return USAGE_EXIT_CODE;
    }
    io.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
