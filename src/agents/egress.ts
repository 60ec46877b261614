/**
 * The agent's network: inputs `network` and `allowed-domains`, the named sets of hosts,
 * and the rule deciding which host a request may reach. With `network: allowlist` (the default) the
 * agent and the verify command run in a network namespace of their own whose only way out is the
 * egress proxy (`egress-proxy.ts`), which the action runs outside the sandbox and which reaches only
 * the hosts this rule allows; `network: open` shares the runner's network, an explicit opt-out the
 * tracking comment shows.
 */
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
import * as z from "zod";

/** The values of the `network` input. */
export const NETWORK_MODES = ["allowlist", "open"] as const;
/** One of {@link NETWORK_MODES}. */
export type NetworkMode = (typeof NETWORK_MODES)[number];
/** Input `network` (the action's and the CLI's): one of {@link NETWORK_MODES}, default `allowlist`. */
export const NetworkInput = z.enum(NETWORK_MODES, { error: `must be ${NETWORK_MODES.join(" or ")}` }).default("allowlist");

/**
 * Named sets `allowed-domains` may list by name. `registries`: the package registries' download
 * hosts (npm, Yarn, PyPI, crates.io, the Go module proxy) and GitHub's read-only archive host
 * (`codeload.github.com`: npm's `github:` dependencies). `github`: github.com and its API and
 * content hosts, for `git clone` of public repositories; with it an agent that holds someone's
 * token can also push to GitHub, so it is a set of its own.
 */
export const DOMAIN_SETS: Readonly<Record<string, readonly string[]>> = {
  registries: [
    "registry.npmjs.org",
    "registry.yarnpkg.com",
    "pypi.org",
    "files.pythonhosted.org",
    "crates.io",
    "index.crates.io",
    "static.crates.io",
    "proxy.golang.org",
    "sum.golang.org",
    "codeload.github.com",
  ],
  github: [
    "github.com",
    "api.github.com",
    "codeload.github.com",
    "objects.githubusercontent.com",
    "raw.githubusercontent.com",
    "release-assets.githubusercontent.com",
  ],
};

/**
 * Addresses the proxy never connects to, whatever name resolves there: `0.0.0.0/8`, loopback,
 * link-local (cloud metadata at `169.254.169.254` among them), multicast and broadcast, Azure's
 * host endpoint (`168.63.129.16`, GitHub's hosted runners run on Azure), Alibaba's metadata address,
 * and for IPv6 the unspecified and loopback addresses, link-local, multicast and AWS's metadata
 * address (`fd00:ec2::254`). IPv4-mapped IPv6 addresses are judged as their IPv4 address.
 * Refused in `allowed-domains` too: the sandbox would never reach them.
 */
export const NEVER_REACHED = new BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["224.0.0.0", 4],
  ["255.255.255.255", 32],
  ["168.63.129.16", 32],
  ["100.100.100.200", 32],
] as const)
  NEVER_REACHED.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fe80::", 10],
  ["ff00::", 8],
  ["fd00:ec2::254", 128],
] as const)
  NEVER_REACHED.addSubnet(address, prefix, "ipv6");

/**
 * Private networks (RFC 1918, the shared address space `100.64.0.0/10` of RFC 6598, unique local
 * IPv6 `fc00::/7`): reached only for a host the maintainer allowed by its full name (a registry of
 * their own on a self-hosted runner), never through a `*.suffix` pattern, since a wildcard-DNS name
 * (`10-0-0-1.nip.io`) under an allowed suffix would hand the agent the runner's network.
 */
export const PRIVATE_NETWORKS = new BlockList();
for (const [address, prefix] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["100.64.0.0", 10],
] as const)
  PRIVATE_NETWORKS.addSubnet(address, prefix, "ipv4");
PRIVATE_NETWORKS.addSubnet("fc00::", 7, "ipv6");

/** The runner's own addresses (every interface's), judged as private networks: its services listen there. */
function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flatMap((entries) => entries ?? [])
      .map((entry) => entry.address.toLowerCase()),
  );
}

/**
 * Whether the proxy may connect to `address` (an IP address as a resolver gives it): never to
 * {@link NEVER_REACHED}; to a private network or the runner's own address only when `namedExactly`
 * (the host was allowed by its full name, see {@link hostNamedExactly}).
 */
export function reachable(address: string, { namedExactly }: { namedExactly: boolean }): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (NEVER_REACHED.check(address, type)) return false;
  if (namedExactly) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return !PRIVATE_NETWORKS.check(address, type) && !ownAddresses().has((mapped ?? address).toLowerCase());
}

/**
 * Whether a host a configuration names (normalized, see {@link normalizeHost}) is one the sandbox
 * never reaches through the proxy: `localhost` and names under `.localhost`, and the addresses of
 * {@link NEVER_REACHED} (the runner's loopback, link-local, …).
 */
export function neverReachedHost(host: string): boolean {
  const family = isIP(host);
  if (family === 0) return host === "localhost" || host.endsWith(".localhost");
  return NEVER_REACHED.check(host, family === 4 ? "ipv4" : "ipv6");
}

/** A DNS host name (letters, digits, `-`, `_`, dots; labels of 1 to 63 chars), lower case, no trailing dot. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/**
 * A host as the proxy compares it: lower case, without a trailing dot or the brackets of an IPv6
 * literal; null when it is neither a host name nor an IP address.
 */
export function normalizeHost(text: string): string | null {
  const host = text
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[(.*)\]$/, "$1");
  // An IPv6 literal compares in its canonical (compressed) form: `2001:DB8:0::1` is `2001:db8::1`.
  if (isIP(host) === 6) return new URL(`http://[${host}]/`).hostname.slice(1, -1);
  if (isIP(host) === 4) return host;
  return HOST_NAME.test(host) ? host : null;
}

/**
 * Which setting leaves `allowed-domains` unread, if any: only the proxy of `network: allowlist` in
 * the bubblewrap sandbox reads the list, so with `sandbox: none` or `network: open` the agent
 * reaches every host. The action and the CLI refuse such a list rather than ignore it without a
 * word, which would let a maintainer believe the agent is held to it.
 * @returns `"sandbox"` or `"network"` (the setting to name), or null when the list is read or empty.
 */
export function allowedDomainsUnreadBy(settings: {
  sandbox: string;
  network: NetworkMode;
  "allowed-domains": readonly string[];
}): "sandbox" | "network" | null {
  if (settings["allowed-domains"].length === 0) return null;
  if (settings.sandbox === "none") return "sandbox";
  return settings.network === "open" ? "network" : null;
}

/**
 * The `allowed-domains` input: host names (`pypi.org`), `*.suffix` patterns (`*.example.com`: every
 * host below example.com, not example.com itself), IP addresses, and the names of
 * {@link DOMAIN_SETS}, separated by commas, white space or new lines; case-insensitive. Sets are
 * expanded; the result is lower case, without duplicates, in order. Errors name the first entry
 * that is none of these.
 */
export const AllowedDomainsInput = z.string().transform((text, ctx) => {
  const patterns: string[] = [];
  const add = (pattern: string): void => {
    if (!patterns.includes(pattern)) patterns.push(pattern);
  };
  for (const entry of text.split(/[,\s]+/)) {
    const word = entry.trim().toLowerCase();
    if (word === "") continue;
    const set = DOMAIN_SETS[word];
    if (set !== undefined) {
      set.forEach(add);
      continue;
    }
    const suffix = word.startsWith("*.") ? normalizeHost(word.slice(2)) : null;
    const host = normalizeHost(word);
    if (suffix !== null && isIP(suffix) === 0 && !suffix.includes(".")) {
      ctx.addIssue({
        code: "custom",
        message: `must not allow a whole top-level domain: ${JSON.stringify(entry)} covers every host under .${suffix}; name the domain (*.example.${suffix})`,
      });
      return z.NEVER;
    }
    if (host !== null && isIP(host) !== 0 && NEVER_REACHED.check(host, isIP(host) === 4 ? "ipv4" : "ipv6")) {
      ctx.addIssue({
        code: "custom",
        message: `lists ${JSON.stringify(entry)}, an address the sandbox never reaches (loopback, link-local, cloud metadata, unspecified)`,
      });
      return z.NEVER;
    }
    if (suffix !== null && isIP(suffix) === 0) add(`*.${suffix}`);
    else if (host !== null) add(host);
    else {
      ctx.addIssue({
        code: "custom",
        message: `must list host names, *.suffix patterns or the sets ${Object.keys(DOMAIN_SETS).join(", ")}, separated by commas or new lines (${JSON.stringify(entry)} is none)`,
      });
      return z.NEVER;
    }
  }
  return patterns;
});

/**
 * Whether `host` (normalized, see {@link normalizeHost}) is allowed by `patterns`: a pattern equal
 * to it, or a `*.suffix` pattern it ends in with a dot before the suffix. An IP address is allowed
 * only when listed as it is.
 */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === host) return true;
    if (!pattern.startsWith("*.") || isIP(host) !== 0) return false;
    return host.endsWith(pattern.slice(1));
  });
}

/** Whether `host` is allowed by a pattern that names it in full (not only by a `*.suffix` pattern). */
export function hostNamedExactly(host: string, patterns: readonly string[]): boolean {
  return patterns.includes(host);
}

/**
 * The host of a URL the agent's configuration names (a preset's `ANTHROPIC_BASE_URL`, …), normalized;
 * null when `url` is empty or not a URL.
 */
export function urlHost(url: string | undefined): string | null {
  if (url === undefined || url.trim() === "") return null;
  try {
    return normalizeHost(new URL(url.trim()).hostname);
  } catch {
    return null;
  }
}

/**
 * Names of a test-only resolver: `RALPH_TEST_EGRESS_HOSTS` in the action's (never the agent's)
 * environment maps host names to addresses (`allowed.example=192.0.2.2,other.example=192.0.2.2`),
 * so offline tests can stand a local server in for a real host. When set, the proxy resolves only
 * these names; the addresses still pass the proxy's address rules (no loopback, link-local or
 * metadata address), so it opens nothing a maintainer's `allowed-domains` would not.
 */
export const TEST_HOSTS_VARIABLE = "RALPH_TEST_EGRESS_HOSTS";

/**
 * A model API whose key the proxy holds (`agent-secrets`): the agent calls the proxy on
 * plain HTTP inside the sandbox (`<baseUrlVariable>=http://127.0.0.1:3128<the base URL's path>`)
 * with a placeholder key, and the proxy forwards each such request to `baseUrl` alone, the agent's
 * own key headers replaced by `headers`. The key never enters the sandbox.
 */
export interface ModelRoute {
  /** The API's base URL as the CLI calls it, e.g. `https://api.anthropic.com` or `https://api.openai.com/v1`. */
  baseUrl: string;
  /** The variable the CLI reads its base URL from, e.g. `ANTHROPIC_BASE_URL`. */
  baseUrlVariable: string;
  /** The variables whose keys the proxy holds (from `agent-secrets`), set to {@link HELD_KEY_PLACEHOLDER} inside. */
  keyVariables: readonly string[];
  /** The headers the proxy sends with every request on the route, e.g. `{ "x-api-key": "<the key>" }`. */
  headers: Readonly<Record<string, string>>;
}

/** The value the agent sees in place of a key the proxy holds. */
export const HELD_KEY_PLACEHOLDER = "ralph-bot-proxy-holds-this-key";

/** What the sandbox needs to restrict the network: the mode, the allowed hosts, and how names resolve. */
export interface NetworkSettings {
  /** Input `network`. */
  mode: NetworkMode;
  /** Input `allowed-domains`, expanded (see {@link AllowedDomainsInput}); a preset adds its model API's hosts to it. */
  allowed: readonly string[];
  /** Test-only fixed addresses by host name ({@link TEST_HOSTS_VARIABLE}); null to resolve with the system's resolver. */
  testHosts: Readonly<Record<string, string>> | null;
}

/**
 * The network settings from the inputs and the action's environment (its {@link TEST_HOSTS_VARIABLE}).
 * @throws Error when {@link TEST_HOSTS_VARIABLE} holds an entry that is not `host=address`.
 */
export function networkSettings(mode: NetworkMode, allowed: readonly string[], env: NodeJS.ProcessEnv): NetworkSettings {
  const text = env[TEST_HOSTS_VARIABLE] ?? "";
  if (text.trim() === "") return { mode, allowed, testHosts: null };
  const testHosts: Record<string, string> = {};
  for (const entry of text.split(/[,\s]+/).filter((part) => part !== "")) {
    const [name = "", address = ""] = entry.split("=");
    const host = normalizeHost(name);
    if (host === null || isIP(address) === 0) throw new Error(`${TEST_HOSTS_VARIABLE}: "${entry}" is not host=address`);
    testHosts[host] = address;
  }
  return { mode, allowed, testHosts };
}
