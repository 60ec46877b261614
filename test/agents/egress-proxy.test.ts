/**
 * The egress proxy on its own: what it refuses to reach whatever a name resolves to,
 * how it counts an agent that tries many hosts, and where the model route's held key may go. The
 * requests reach the proxy's unix socket as the forwarder inside the sandbox sends them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixedResolver, startEgressProxy, type EgressProxy, type EgressProxyOptions } from "../../src/agents/egress-proxy.js";
import { outsideAddress } from "../support/egress-hosts.js";

let dir: string;
let proxy: EgressProxy | null = null;
/** A plain HTTP server on this machine's own outside address: what a private address stands for. */
let service: Server;
let servicePort: number;
const seen: string[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "ralph-egress-"));
  seen.length = 0;
  service = createServer((incoming, response) => {
    seen.push(`${incoming.method} ${incoming.url} ${incoming.headers.authorization ?? "-"}`);
    response.end("served\n");
  });
  servicePort = await new Promise<number>((done) =>
    service.listen(0, outsideAddress(), () => done((service.address() as AddressInfo).port)),
  );
});
afterEach(async () => {
  await proxy?.close();
  proxy = null;
  service.closeAllConnections();
  await new Promise((done) => service.close(done));
  rmSync(dir, { recursive: true, force: true });
});

async function start(options: Omit<EgressProxyOptions, "socketPath">): Promise<string> {
  const socketPath = join(dir, "proxy.sock");
  proxy = await startEgressProxy({ socketPath, ...options });
  return socketPath;
}

/** A CONNECT through the proxy: the status line's code. */
function tunnel(socketPath: string, authority: string): Promise<number> {
  return new Promise((done, fail) => {
    const sent = request({ socketPath, method: "CONNECT", path: authority });
    sent.once("connect", (answer, socket) => {
      socket.destroy();
      done(answer.statusCode ?? 0);
    });
    sent.once("response", (answer) => {
      answer.resume();
      done(answer.statusCode ?? 0);
    });
    sent.once("error", fail);
    sent.end();
  });
}

/** A request on the proxy's model route (origin form): the status code. */
function onModelRoute(socketPath: string, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const sent = request({ socketPath, method: "GET", path, headers: { authorization: "Bearer placeholder" } });
    sent.once("response", (answer) => {
      answer.resume();
      done(answer.statusCode ?? 0);
    });
    sent.once("error", fail);
    sent.end();
  });
}

describe("the egress proxy's address rule", () => {
  it("reaches a private address only for a host allowed by its full name, never through a *.suffix pattern", async () => {
    const address = outsideAddress();
    const socketPath = await start({
      allowed: ["registry.corp.example", "*.wildcard.example"],
      resolve: fixedResolver({ "registry.corp.example": address, "x.wildcard.example": address, "10-0-0-1.wildcard.example": "10.0.0.1" }),
    });
    expect(await tunnel(socketPath, `registry.corp.example:${servicePort}`)).toBe(200);
    // A wildcard-DNS name (`*.nip.io`-style) would hand the agent the runner's own services or its LAN.
    expect(await tunnel(socketPath, `x.wildcard.example:${servicePort}`)).toBe(403);
    expect(await tunnel(socketPath, "10-0-0-1.wildcard.example:443")).toBe(403);
    expect(proxy?.takeRefusals()).toEqual([
      { host: "10-0-0-1.wildcard.example", count: 1, reason: "address" },
      { host: "x.wildcard.example", count: 1, reason: "address" },
    ]);
  });
});

describe("the egress proxy's count of refused hosts", () => {
  it("keeps counting past the hosts it lists: an attempt hidden behind many decoys still shows", async () => {
    const socketPath = await start({ allowed: [], resolve: fixedResolver({}) });
    for (let decoy = 0; decoy < 60; decoy++) expect(await tunnel(socketPath, `decoy-${decoy}.example:443`)).toBe(403);
    expect(await tunnel(socketPath, "exfil.attacker.example:443")).toBe(403);
    expect(await tunnel(socketPath, "exfil.attacker.example:443")).toBe(403);
    const refusals = proxy?.takeRefusals() ?? [];
    expect(refusals).toHaveLength(51);
    expect(refusals.reduce((sum, refusal) => sum + refusal.count, 0)).toBe(62);
    expect(refusals.at(-1)).toEqual({ host: "11 more hosts", count: 12, reason: "not-allowed" });
  });
});

describe("the egress proxy's model route", () => {
  it("sends the held key only below the base URL's path: dot segments, plain or encoded, are refused", async () => {
    const socketPath = await start({
      allowed: [],
      model: {
        baseUrl: `http://${outsideAddress()}:${servicePort}/v1`,
        baseUrlVariable: "OPENAI_BASE_URL",
        keyVariables: ["OPENAI_API_KEY"],
        headers: { authorization: "Bearer held-key" },
      },
    });
    expect(await onModelRoute(socketPath, "/v1/models")).toBe(200);
    for (const path of ["/v1/../admin/keys", "/v1/%2e%2e/admin", "/v1/%2E%2E%2Fadmin", "/v1/./../admin", "/v1/a/..%2f..%2fadmin"])
      expect(await onModelRoute(socketPath, path), path).toBe(404);
    expect(seen).toEqual(["GET /v1/models Bearer held-key"]);
  });
});
