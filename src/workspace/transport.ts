/** The check before every network command that keeps the token on `origin`'s URL. */
import { errorText } from "./checkout.js";
import { GitError } from "./git-error.js";
import type { Git } from "./git.js";

/** Decides where a push goes and what it sends: a change could send the token elsewhere. */
const TRANSPORT_CONFIG =
  /^(url|http|credential|remote|push|protocol|transfer|ssh|include|includeif)\.|^core\.(sshcommand|askpass|gitproxy)$/i;

export type ConfigValues = Map<string, Array<string | null>>;

/** `git config --list -z` output. */
export function configValues(listing: string): ConfigValues {
  const values: ConfigValues = new Map();
  for (const entry of listing.split("\0")) {
    if (entry === "") continue;
    const newline = entry.indexOf("\n");
    const [key, value] = newline === -1 ? [entry, null] : [entry.slice(0, newline), entry.slice(newline + 1)];
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  return values;
}

export type TransportConfig = Map<string, Array<string | null>>;

/** `hook` (killing the agent's leftovers), then transport against `snapshot`. @throws GitError `agent-alive`, `config-changed` */
export async function checkBeforeNetwork(
  git: Git,
  args: readonly string[],
  hook: (() => Promise<unknown>) | undefined,
  snapshot: TransportConfig | null,
): Promise<void> {
  const command = `git ${args[0] ?? ""}`;
  try {
    await hook?.();
  } catch (error) {
    throw new GitError(`refusing to run ${command}: ${git.redact(errorText(error))}`, {
      command,
      exitCode: null,
      stderrTail: "",
      reason: "agent-alive",
    });
  }
  if (snapshot === null) return;
  // Leftovers stopped: what is read now holds.
  const changed = changedKeys(snapshot, await transportEntries(git, { remember: true }));
  if (changed.length > 0) {
    throw new GitError(
      `git configuration that affects fetching and pushing changed during the run (${changed.join(", ")}); refusing to run ${command} with the token`,
      { command, exitCode: null, stderrTail: "", reason: "config-changed" },
    );
  }
}

/** After this refusal no network command may run. */
export function isNetworkRefusal(error: unknown): error is GitError {
  return error instanceof GitError && (error.reason === "config-changed" || error.reason === "agent-alive");
}

export async function transportEntries(git: Git, options: { remember?: boolean } = {}): Promise<TransportConfig> {
  const snapshot: TransportConfig = new Map();
  for (const { key, value } of await git.configEntries(options)) {
    if (TRANSPORT_CONFIG.test(key)) snapshot.set(key, [...(snapshot.get(key) ?? []), value]);
  }
  return snapshot;
}

/** When exactly one is named and none rewritten; null: ask git. */
export function plainRemoteUrl(config: TransportConfig, remote: string): string | null {
  const urls = config.get(`remote.${remote}.url`);
  if (urls?.length !== 1 || [...config.keys()].some((key) => key.startsWith("url."))) return null;
  const url = urls[0]?.trim() ?? "";
  return url === "" ? null : url;
}

/** Keys only: values may hold secrets. */
export function changedKeys(before: TransportConfig, after: TransportConfig): string[] {
  const same = (a: Array<string | null> | undefined, b: Array<string | null> | undefined): boolean =>
    JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const keys = new Set<string>();
  for (const key of [...before.keys(), ...after.keys()]) if (!same(before.get(key), after.get(key))) keys.add(key);
  return [...keys].sort();
}
