/** The agent's network: inputs `network` and `allowed-domains`, and which host a request may reach. */
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
import * as z from "zod";

export const NETWORK_MODES = ["allowlist", "open"] as const;
export type NetworkMode = (typeof NETWORK_MODES)[number];
export const NetworkInput = z.enum(NETWORK_MODES, { error: `must be ${NETWORK_MODES.join(" or ")}` }).default("allowlist");

/** Named sets for `allowed-domains`; `github` stands apart: with it a token the agent holds can push. */
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

/** Never connected to, whatever a name resolves to (docs/security.md, "The egress proxy and held keys"). */
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

/** Reached only for a host allowed by its full name, never through `*.suffix` (wildcard DNS). */
export const PRIVATE_NETWORKS = new BlockList();
for (const [address, prefix] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["100.64.0.0", 10],
] as const)
  PRIVATE_NETWORKS.addSubnet(address, prefix, "ipv4");
PRIVATE_NETWORKS.addSubnet("fc00::", 7, "ipv6");

/** Judged as private networks: the runner's services listen there. */
function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flatMap((entries) => entries ?? [])
      .map((entry) => entry.address.toLowerCase()),
  );
}

/** A private or the runner's own address only when the host was `namedExactly`. */
export function reachable(address: string, { namedExactly }: { namedExactly: boolean }): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (NEVER_REACHED.check(address, type)) return false;
  if (namedExactly) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return !PRIVATE_NETWORKS.check(address, type) && !ownAddresses().has((mapped ?? address).toLowerCase());
}

export function neverReachedHost(host: string): boolean {
  const family = isIP(host);
  if (family === 0) return host === "localhost" || host.endsWith(".localhost");
  return NEVER_REACHED.check(host, family === 4 ? "ipv4" : "ipv6");
}

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/** Lower case, no trailing dot, IPv6 canonical; null when no host name or address. */
export function normalizeHost(text: string): string | null {
  const host = text
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) === 6) return new URL(`http://[${host}]/`).hostname.slice(1, -1);
  if (isIP(host) === 4) return host;
  return HOST_NAME.test(host) ? host : null;
}

/** Which setting leaves `allowed-domains` unread: refused, so no one believes the agent is held to it. */
export function allowedDomainsUnreadBy(settings: {
  sandbox: string;
  network: NetworkMode;
  "allowed-domains": readonly string[];
}): "sandbox" | "network" | null {
  if (settings["allowed-domains"].length === 0) return null;
  if (settings.sandbox === "none") return "sandbox";
  return settings.network === "open" ? "network" : null;
}

/** Input `allowed-domains`, sets expanded, lower case, each once. */
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

/** Equal, or below a `*.suffix`; an IP address only when listed as it is. */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === host) return true;
    if (!pattern.startsWith("*.") || isIP(host) !== 0) return false;
    return host.endsWith(pattern.slice(1));
  });
}

export function hostNamedExactly(host: string, patterns: readonly string[]): boolean {
  return patterns.includes(host);
}

export function urlHost(url: string | undefined): string | null {
  if (url === undefined || url.trim() === "") return null;
  try {
    return normalizeHost(new URL(url.trim()).hostname);
  } catch {
    return null;
  }
}

/** Test-only: `host=address` pairs resolved instead of DNS, still under the proxy's rules. */
export const TEST_HOSTS_VARIABLE = "RALPH_TEST_EGRESS_HOSTS";

/** The agent calls the proxy with a placeholder, the proxy the API with `headers`. */
export interface ModelRoute {
  baseUrl: string;
  baseUrlVariable: string;
  keyVariables: readonly string[];
  headers: Readonly<Record<string, string>>;
}

export const HELD_KEY_PLACEHOLDER = "ralph-bot-proxy-holds-this-key";

export interface NetworkSettings {
  mode: NetworkMode;
  /** With the preset's model API hosts. */
  allowed: readonly string[];
  /** Null: the system's resolver. */
  testHosts: Readonly<Record<string, string>> | null;
}

/** @throws Error on a bad {@link TEST_HOSTS_VARIABLE} entry. */
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
