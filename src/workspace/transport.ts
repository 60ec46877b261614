/**
 * The transport configuration checks (design contract: the token reaches only the `origin` URL read
 * at start): what of git's configuration decides where a fetch or push goes, a snapshot of it at
 * prepare, and the check before every network command that refuses it when the snapshot no longer
 * holds or the agent's leftovers could not be stopped.
 */
import { errorText } from "./checkout.js";
import { GitError } from "./git-error.js";
import type { Git } from "./git.js";

/**
 * Configuration that decides where a push goes and what it sends along (URL rewrites,
 * proxies, TLS, credentials, remotes, includes). If any of it changes during a run, a push with
 * the token is refused, since it could then deliver the token elsewhere. `.git/config` is put
 * back before the check and the bot's git reads a private copy of the global configuration, so
 * what remains to catch is a change to a file those include.
 */
const TRANSPORT_CONFIG =
  /^(url|http|credential|remote|push|protocol|transfer|ssh|include|includeif)\.|^core\.(sshcommand|askpass|gitproxy)$/i;

/** Each key's values in `git config --list -z` output, in order. */
export type ConfigValues = Map<string, Array<string | null>>;

/** `git config --list -z` output as each key's values. */
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

/** A snapshot of the transport configuration: each key's values, in the order git reads them. */
export type TransportConfig = Map<string, Array<string | null>>;

/**
 * The checks immediately before a network command (`args`), in this order so that nothing the
 * agent left can change the configuration after it was read: the caller's `hook` (e.g. killing
 * the agent's leftovers), then the transport configuration against `snapshot` (null: no token,
 * nothing to check).
 * @throws GitError `agent-alive` when the hook rejects; `config-changed` when transport configuration changed.
 */
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
  // The leftovers are stopped: what is read now stays so until the bot's next git command, so it may be remembered.
  const changed = changedKeys(snapshot, await transportEntries(git, { remember: true }));
  if (changed.length > 0) {
    throw new GitError(
      `git configuration that affects fetching and pushing changed during the run (${changed.join(", ")}); refusing to run ${command} with the token`,
      { command, exitCode: null, stderrTail: "", reason: "config-changed" },
    );
  }
}

/** Whether an error is {@link checkBeforeNetwork}'s refusal, after which no network command may run. */
export function isNetworkRefusal(error: unknown): error is GitError {
  return error instanceof GitError && (error.reason === "config-changed" || error.reason === "agent-alive");
}

/**
 * The transport configuration as git reads it now (see {@link TRANSPORT_CONFIG}); `remember` as
 * for `Git.configEntries` (only where nothing the agent started can write files).
 */
export async function transportEntries(git: Git, options: { remember?: boolean } = {}): Promise<TransportConfig> {
  const snapshot: TransportConfig = new Map();
  for (const { key, value } of await git.configEntries(options)) {
    if (TRANSPORT_CONFIG.test(key)) snapshot.set(key, [...(snapshot.get(key) ?? []), value]);
  }
  return snapshot;
}

/**
 * The fetch URL of `remote` as `git remote get-url` gives it, where the transport configuration
 * answers that plainly (issue 20: no process): exactly one `remote.<remote>.url` and no
 * `url.<base>.insteadOf` or `pushInsteadOf` rewriting anywhere. Null otherwise: git must be asked
 * (it also reads the older `.git/remotes/` and `.git/branches/` files).
 */
export function plainRemoteUrl(config: TransportConfig, remote: string): string | null {
  const urls = config.get(`remote.${remote}.url`);
  if (urls?.length !== 1 || [...config.keys()].some((key) => key.startsWith("url."))) return null;
  const url = urls[0]?.trim() ?? "";
  return url === "" ? null : url;
}

/** Keys whose values were added, removed or changed (keys only: values may hold secrets). */
export function changedKeys(before: TransportConfig, after: TransportConfig): string[] {
  const same = (a: Array<string | null> | undefined, b: Array<string | null> | undefined): boolean =>
    JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const keys = new Set<string>();
  for (const key of [...before.keys(), ...after.keys()]) if (!same(before.get(key), after.get(key))) keys.add(key);
  return [...keys].sort();
}
