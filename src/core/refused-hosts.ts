import type { RefusedHost } from "./ports.js";

function counted(hosts: readonly RefusedHost[], code: (host: string) => string): string {
  return hosts.map((host) => `${code(host.host)} (refused ${host.count}×)`).join(", ");
}

/** One sentence on the refused hosts, or ""; `allowWith` names the setting. */
export function describeRefusedHosts(hosts: readonly RefusedHost[], allowWith: string, code: (host: string) => string): string {
  const of = (reason: RefusedHost["reason"]) => hosts.filter((host) => host.reason === reason);
  const parts: string[] = [];
  const notAllowed = of("not-allowed");
  if (notAllowed.length > 0) {
    parts.push(
      `a process in the sandbox (the agent or the verify command) tried to reach ${counted(notAllowed, code)}; allow ${notAllowed.length === 1 ? "it" : "a host"} with ${allowWith}`,
    );
  }
  const address = of("address");
  if (address.length > 0) {
    parts.push(
      `${counted(address, code)}: resolves only to addresses the sandbox never reaches (loopback, link-local, cloud metadata, or a private network reached through a wildcard pattern)`,
    );
  }
  const mismatch = of("host-mismatch");
  if (mismatch.length > 0) parts.push(`a plain HTTP request carried a Host header naming ${counted(mismatch, code)}, not its own host`);
  return parts.join("; ");
}
