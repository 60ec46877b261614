/**
 * The bot's cost per round with an instant agent, against the floor on the same stage, and what
 * each round asks of GitHub (REST calls, writes, bytes) as the run grows.
 */
import type { LoggedRequest } from "../../test/support/github-fake.js";
import type { Comparison } from "./report.js";
import type { BotRun, Stage } from "./stage.js";

/**
 * The bot's ms per round as the difference of two runs (`few` and `many` rounds), so the start
 * and the ending drop out; against the floor's steady ms per round. Returns the two runs too.
 */
export async function overheadPerRound(
  stage: Stage,
  options: { name: string; few: number; many: number; throttled: boolean },
): Promise<{ comparison: Comparison; short: BotRun; long: BotRun }> {
  const { few, many, throttled } = options;
  const short = await stage.runBot({ rounds: few, throttled });
  const long = await stage.runBot({ rounds: many, throttled });
  const floor = await stage.floor({ rounds: many, throttled });
  return { comparison: { name: options.name, bot: (long.ms - short.ms) / (many - few), floor, unit: "ms/round" }, short, long };
}

/**
 * The egress proxy's cost per round: the bot's ms per round in the bubblewrap sandbox
 * with `network: allowlist` (its own network namespace, the forwarder started with the agent and
 * with the verify command, the proxy in the action) against `network: open`, each as the
 * difference of a `few`- and a `many`-round run, unthrottled. The instant agent makes no request:
 * this is what every round pays, before any traffic.
 */
export async function egressCostPerRound(stage: Stage, few: number, many: number): Promise<Comparison> {
  const perRound = async (network: "allowlist" | "open") => {
    const short = await stage.runBot({ rounds: few, throttled: false, network });
    const long = await stage.runBot({ rounds: many, throttled: false, network });
    return (long.ms - short.ms) / (many - few);
  };
  const open = await perRound("open");
  const allowlist = await perRound("allowlist");
  return {
    name: "round in the sandbox, egress proxy vs runner's network, unthrottled",
    bot: allowlist,
    floor: open,
    unit: "ms/round",
    sides: ["allowlist", "open"],
  };
}

/** What a run of `rounds` rounds asked of GitHub, per round. */
export interface RestLoad {
  rounds: number;
  calls: number;
  writes: number;
  /** Writes that create something (POST): comments, reactions, pull requests. */
  creating: number;
  /** Request and answer bodies. */
  bytes: number;
  /** Bytes of the requests between round `n - 1`'s round comment and round `n`'s, by round. */
  bytesByRound: Map<number, number>;
}

/** The REST load of a run of `rounds` rounds. */
export function restLoad(run: BotRun, rounds: number): RestLoad {
  const requests = run.requests;
  const size = (list: readonly LoggedRequest[]) => list.reduce((sum, r) => sum + r.bytes.sent + r.bytes.received, 0);
  const bytesByRound = new Map<number, number>();
  let from = 0;
  let round = 0;
  requests.forEach((request, i) => {
    if (!isRoundComment(request)) return;
    if (round > 0) bytesByRound.set(round + 1, size(requests.slice(from, i + 1)));
    round++;
    from = i + 1;
  });
  const writes = requests.filter((r) => r.method !== "GET" && r.method !== "HEAD");
  return {
    rounds,
    calls: requests.length / rounds,
    writes: writes.length / rounds,
    creating: writes.filter((r) => r.method === "POST").length / rounds,
    bytes: size(requests) / rounds,
    bytesByRound,
  };
}

/** Whether the request posted a round comment (its marker names the round). */
function isRoundComment(request: LoggedRequest): boolean {
  if (request.method !== "POST" || !/\/issues\/\d+\/comments$/.test(request.path)) return false;
  const body = request.body as { body?: unknown } | null;
  return typeof body?.body === "string" && body.body.includes("ralph-bot:round ");
}

/** The REST rows: each per-round figure at `many` against `few` rounds (≤ 1.00× when it does not grow). */
export function restComparisons(few: RestLoad, many: RestLoad): Comparison[] {
  const sides: [string, string] = [`${many.rounds} rounds`, `${few.rounds} rounds`];
  const row = (name: string, pick: (load: RestLoad) => number, unit: string): Comparison => ({
    name,
    bot: pick(many),
    floor: pick(few),
    unit,
    sides,
  });
  const last = many.rounds;
  return [
    row("REST calls per round", (load) => load.calls, "calls/round"),
    row("writes per round", (load) => load.writes, "writes/round"),
    row("content-creating writes per round", (load) => load.creating, "POSTs/round"),
    row("bytes per round (whole run)", (load) => load.bytes, "bytes/round"),
    {
      name: `bytes moved by round ${last} vs round 2`,
      bot: many.bytesByRound.get(last) ?? NaN,
      floor: many.bytesByRound.get(2) ?? NaN,
      unit: "bytes",
      sides: [`round ${last}`, "round 2"],
    },
  ];
}
