// A local run's progress: a status line redrawn on a terminal, plain lines elsewhere; read from the events.
import type { EventSink, RunEvent } from "../core/events.js";
import type { ReporterPort, RoundRecord } from "../core/ports.js";
import { describeRefusedHosts } from "../core/refused-hosts.js";
import { logLine } from "../core/sanitize.js";
import { shouldVerify, VERIFY_TAIL_CHARS, type VerificationResult, type VerifyMode } from "../core/verification.js";

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressOptions {
  maxRounds: number;
  secrets: readonly string[];
  now: () => number;
  /** Where the agent's output goes: a failed round's line points there. */
  agentLog: string;
  /** The event log: a failed verify command's lines point there for more. */
  eventsFile: string;
  /** ms between redraws, default 100. */
  frameMs?: number;
}

const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/** On a round line, in chars. */
const MAX_TEXT_CHARS = 200;

const CLEAR_LINE = "\r\u001b[2K";

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 10_000) return `${(Math.floor(ms / 100) / 10).toFixed(1)}s`;
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${pad(seconds % 60)}s`;
  return `${Math.floor(seconds / 3600)}h ${pad(Math.floor(seconds / 60) % 60)}m`;
}

export class Progress implements EventSink, ReporterPort {
  readonly #out: ProgressOutput;
  readonly #options: ProgressOptions;
  readonly #live: boolean;
  readonly #runStartedAt: number;
  #verify: { mode: VerifyMode; command: string } | null = null;
  #round = 0;
  #roundStartedAt = 0;
  /** Null between rounds (no status line). */
  #phase: string | null = null;
  #frame = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(out: ProgressOutput, options: ProgressOptions) {
    this.#out = out;
    this.#options = options;
    this.#live = out.isTTY === true;
    this.#runStartedAt = options.now();
  }

  /** Never throws. */
  emit(event: RunEvent): void {
    switch (event.type) {
      case "run-start":
        this.#verify = event.verifyCommand !== null ? { mode: event.verify, command: event.verifyCommand } : null;
        return;
      case "round-start":
        this.#round = event.round;
        this.#roundStartedAt = this.#options.now();
        this.#plain(`${this.#label()} started`);
        return this.#setPhase("the agent is working");
      case "report": {
        const verifies = event.report !== null && this.#verify !== null && shouldVerify(this.#verify.mode, event.report);
        return this.#setPhase(verifies ? `the agent reported ${event.status}; running the verify command` : "committing the round");
      }
      case "verify": {
        const heading = `${this.#label()} verify command ${event.verification.kind} (${event.verification.reason})`;
        const tail = verifyOutputTail(event.verification).map(({ stream, text }) => `  ${stream} | ${this.#clip(text)}`);
        // On a terminal only a failure's lines stay above the status line, under their heading.
        if (tail.length === 0) this.#plain(heading);
        else for (const line of [heading, ...tail, this.#pointToVerifyOutput()]) this.line(line);
        return this.#setPhase("committing the round");
      }
      case "round-end":
        return this.#setPhase(null);
      case "run-end":
        return this.close();
    }
  }

  async roundFinished(record: RoundRecord): Promise<void> {
    const text = record.failure ?? record.report?.summary ?? "";
    const parts = [
      `${this.#label(record.round)} ${record.status}`,
      formatDuration(record.elapsedMs),
      record.commit.changed ? `commit ${record.commit.sha.slice(0, 12)}` : "no change",
    ];
    if (record.verification !== null) parts.push(`verify ${record.verification.kind}`);
    this.line(`${parts.join(" · ")}${text === "" ? "" : ` — ${this.#clip(text)}`}`);
    if (record.failure !== null) this.line(this.#pointToOutput(record.outputTail));
    for (const note of record.commit.notes) this.line(`  note: ${this.#clip(note)}`);
    const refused = describeRefusedHosts(record.refusedHosts ?? [], "--allowed-domains", (host) => host);
    if (refused !== "") this.line(`  network: ${this.#clip(refused)}`);
  }

  /** Above the status line, as it is. */
  line(text: string): void {
    if (this.#live) this.#out.write(`${CLEAR_LINE}${text}\n${this.#status()}`);
    else this.#out.write(`${text}\n`);
  }

  /** Safe to call more than once. */
  close(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    if (this.#live && this.#phase !== null) this.#out.write(CLEAR_LINE);
    this.#phase = null;
  }

  #setPhase(phase: string | null): void {
    this.#phase = phase;
    if (!this.#live) return;
    if (phase !== null && this.#timer === null) {
      this.#timer = setInterval(() => this.#redraw(), this.#options.frameMs ?? 100);
      // The run ends when its work does, not when the spinner says so.
      this.#timer.unref();
    }
    this.#redraw();
  }

  #redraw(): void {
    this.#frame = (this.#frame + 1) % FRAMES.length;
    this.#out.write(`${CLEAR_LINE}${this.#status()}`);
  }

  #status(): string {
    if (this.#phase === null) return "";
    const now = this.#options.now();
    const line = `${FRAMES[this.#frame]} ${this.#label()} · ${formatDuration(now - this.#roundStartedAt)} (run ${formatDuration(now - this.#runStartedAt)}) · ${this.#phase}`;
    const width = (this.#out.columns !== undefined && this.#out.columns > 0 ? this.#out.columns : 80) - 1;
    const chars = Array.from(line);
    return chars.length > width ? `${chars.slice(0, Math.max(0, width - 1)).join("")}…` : line;
  }

  /** On a terminal the status line tells it instead. */
  #plain(text: string): void {
    if (!this.#live) this.#out.write(`${text}\n`);
  }

  /** Where a failed round's cause may show: the agent's last line, and agent.log for all of it. */
  #pointToOutput(outputTail: string): string {
    const [last] = lastLines(outputTail, 1);
    const log = this.#options.agentLog;
    if (last === undefined) return `  the agent printed nothing (its output goes to ${log})`;
    return `  the agent's last output: ${this.#clip(last)} (all of it in ${log})`;
  }

  /** Where the rest of a failed verify command's output is. */
  #pointToVerifyOutput(): string {
    const { eventsFile, agentLog } = this.#options;
    return `  more: the last ${VERIFY_TAIL_CHARS / 1024} KB of each stream in ${eventsFile}; all of it in ${agentLog}`;
  }

  #label(round = this.#round): string {
    return `round ${round}/${this.#options.maxRounds}`;
  }

  #clip(text: string): string {
    const line = logLine(text, this.#options.secrets);
    return line.length > MAX_TEXT_CHARS ? `${line.slice(0, MAX_TEXT_CHARS - 1)}…` : line;
  }
}

interface StreamLine {
  stream: "stdout" | "stderr";
  text: string;
}

/** A failed verify command's last non-empty lines of each stream that has some, stdout first; none when it passed. */
function verifyOutputTail(verification: VerificationResult, count = 4): StreamLine[] {
  if (verification.kind === "passed" || verification.kind === "aborted") return [];
  const last = (stream: StreamLine["stream"], text: string): StreamLine[] => lastLines(text, count).map((line) => ({ stream, text: line }));
  return [...last("stdout", verification.stdoutTail), ...last("stderr", verification.stderrTail)];
}

/** The last `count` lines of `text` that are not blank. */
function lastLines(text: string, count: number): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .slice(-count);
}
