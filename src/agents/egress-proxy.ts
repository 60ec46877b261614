/** The egress proxy, a `network: allowlist` sandbox's only way out (docs/security.md, "The egress proxy and held keys"). */
import { lookup } from "node:dns/promises";
import { chmod, rm } from "node:fs/promises";
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";
import { connect, isIP } from "node:net";
import type { Duplex } from "node:stream";
import type { RefusedHost } from "../core/ports.js";
import { hostAllowed, hostNamedExactly, normalizeHost, reachable, type ModelRoute } from "./egress.js";
import { EGRESS_PORT } from "./egress-forwarder.js";

// CommonJS, not `import`: the ES namespace of `node:http` loads undici, about 60 ms of every action start.
const { createServer, request: httpRequest } = process.getBuiltinModule("node:http");

const CONNECT_TIMEOUT_MS = 30_000;
/** Per round, so the round comment stays short. */
const MAX_REFUSED_HOSTS = 50;
/** Past that, so memory stays bounded. */
const MAX_UNLISTED_HOSTS = 10_000;

/** An upstream that fails or stays silent gets the client a 502 naming `target`. */
function relayAnswer(
  upstream: ClientRequest,
  response: ServerResponse,
  answer: (status: number, body: string) => void,
  target: string,
): void {
  upstream.once("timeout", () => upstream.destroy(new Error("no answer")));
  upstream.on("response", (reply) => {
    upstream.setTimeout(0);
    response.writeHead(reply.statusCode ?? 502, reply.statusMessage, endToEnd(reply.headers));
    reply.pipe(response);
  });
  upstream.on("error", (error) => {
    if (!response.headersSent) answer(502, `ralph-bot: cannot reach ${target}: ${error.message}\n`);
    else response.destroy();
  });
}

export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Test-only. */
export function fixedResolver(hosts: Readonly<Record<string, string>>): Resolver {
  return async (host) => {
    const address = hosts[host];
    if (address === undefined) throw new Error(`${host} is not a known test host`);
    return [address];
  };
}

export interface EgressProxyOptions {
  /** At most 107 bytes; a file there is replaced. */
  socketPath: string;
  allowed: readonly string[];
  resolve?: Resolver;
  model?: ModelRoute;
}

export interface EgressProxy {
  takeRefusals(): RefusedHost[];
  /** Never rejects. */
  close(): Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) and the proxy's own: never passed on. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

/** Dropped from the agent's requests on the model route. */
const KEY_HEADERS = new Set(["authorization", "x-api-key", "x-goog-api-key", "api-key"]);

type Refusal = { host: string; reason: RefusedHost["reason"] };

function refusalText({ host, reason }: Refusal): string {
  const why =
    reason === "not-allowed"
      ? "it is not in the workflow's allowed-domains"
      : reason === "address"
        ? "it resolves only to addresses the sandbox never reaches (loopback, link-local, cloud metadata, or a private network reached through a wildcard (*.suffix) pattern)"
        : "the Host header names it while the request names another host";
  return `ralph-bot: the sandbox's network does not reach ${host}: ${why}. The maintainer can allow a host with the allowed-domains input.\n`;
}

interface HeldModel {
  route: ModelRoute;
  url: URL;
  basePath: string;
}

interface ProxyState {
  allowed: readonly string[];
  resolve: Resolver;
  model: HeldModel | null;
  refusals: RefusalCount;
  track: (socket: Duplex) => void;
}

/** By host and reason, in bounded memory. */
class RefusalCount {
  readonly #refused = new Map<string, RefusedHost>();
  /** Counted together, so an attempt behind many decoys still shows. */
  readonly #unlisted = { hosts: new Set<string>(), count: 0 };

  add(refusal: Refusal): void {
    const key = `${refusal.reason} ${refusal.host}`;
    const known = this.#refused.get(key);
    if (known !== undefined) known.count++;
    else if (this.#refused.size < MAX_REFUSED_HOSTS)
      this.#refused.set(key, { host: refusal.host.slice(0, 253), count: 1, reason: refusal.reason });
    else {
      if (this.#unlisted.hosts.size < MAX_UNLISTED_HOSTS) this.#unlisted.hosts.add(key);
      this.#unlisted.count++;
    }
  }

  /** Since the last call, most refused first. */
  take(): RefusedHost[] {
    const unlisted = this.#unlisted;
    const taken = [...this.#refused.values()].sort((a, b) => b.count - a.count || a.host.localeCompare(b.host));
    if (unlisted.count > 0) {
      const more = unlisted.hosts.size >= MAX_UNLISTED_HOSTS ? `${MAX_UNLISTED_HOSTS}+` : String(unlisted.hosts.size);
      taken.push({ host: `${more} more hosts`, count: unlisted.count, reason: "not-allowed" });
    }
    this.#refused.clear();
    unlisted.hosts.clear();
    unlisted.count = 0;
    return taken;
  }
}

/** Socket mode 0600. @throws Error when the socket cannot be made. */
export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const open = new Set<Duplex>();
  const state: ProxyState = {
    allowed: options.allowed,
    resolve: options.resolve ?? systemResolver,
    model: heldModel(options.model),
    refusals: new RefusalCount(),
    track: (socket) => {
      open.add(socket);
      socket.once("close", () => open.delete(socket));
    },
  };
  const server = createServer();
  server.on("connection", state.track);
  server.on("connect", (request: IncomingMessage, client: Duplex, head: Buffer) => openTunnel(state, request, client, head));
  server.on("request", (request: IncomingMessage, response: ServerResponse) => serveRequest(state, request, response));
  await listen(server, options.socketPath);
  return {
    takeRefusals: () => state.refusals.take(),
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
      await rm(options.socketPath, { force: true });
    },
  };
}

function heldModel(route: ModelRoute | undefined): HeldModel | null {
  if (route === undefined) return null;
  const url = new URL(route.baseUrl);
  return { route, url, basePath: url.pathname.replace(/\/+$/, "") };
}

async function listen(server: Server, socketPath: string): Promise<void> {
  await rm(socketPath, { force: true });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(socketPath, () => {
      server.off("error", fail);
      done();
    });
  });
  await chmod(socketPath, 0o600);
  // The run's process must not stay alive for the proxy alone.
  server.unref();
}

/** Rejects when the name does not resolve. */
async function decide(state: ProxyState, host: string): Promise<{ address: string } | Refusal> {
  if (!hostAllowed(host, state.allowed)) return { host, reason: "not-allowed" };
  const addresses = isIP(host) !== 0 ? [host] : await state.resolve(host);
  const named = hostNamedExactly(host, state.allowed);
  const address = addresses.find((candidate) => reachable(candidate, { namedExactly: named }));
  return address !== undefined ? { address } : { host, reason: "address" };
}

function connectAnswer(client: Duplex): (status: string, body: string) => void {
  return (status, body) => {
    client.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  };
}

function openTunnel(state: ProxyState, request: IncomingMessage, client: Duplex, head: Buffer): void {
  state.track(client);
  client.on("error", () => client.destroy());
  const answer = connectAnswer(client);
  const target = parseAuthority(request.url ?? "");
  if (target === null) return answer("400 Bad Request", "ralph-bot: CONNECT needs host:port\n");
  decide(state, target.host).then(
    (decision) => {
      if ("reason" in decision) {
        state.refusals.add(decision);
        return answer("403 Forbidden", refusalText(decision));
      }
      tunnel(state, client, head, { ...target, address: decision.address });
    },
    (error: Error) => answer("502 Bad Gateway", `ralph-bot: cannot resolve ${target.host}: ${error.message}\n`),
  );
}

function tunnel(state: ProxyState, client: Duplex, head: Buffer, to: { host: string; port: number; address: string }): void {
  const answer = connectAnswer(client);
  const upstream = connect({ host: to.address, port: to.port, timeout: CONNECT_TIMEOUT_MS });
  state.track(upstream);
  upstream.once("timeout", () => upstream.destroy(new Error("no answer")));
  upstream.once("connect", () => {
    upstream.setTimeout(0);
    client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on("error", (error) => {
    if (upstream.connecting || upstream.pending) answer("502 Bad Gateway", `ralph-bot: cannot reach ${to.host}: ${error.message}\n`);
    else client.destroy();
  });
  client.on("close", () => upstream.destroy());
}

function plainAnswer(request: IncomingMessage, response: ServerResponse): (status: number, body: string) => void {
  return (status, body) => {
    request.resume();
    response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) }).end(body);
  };
}

function serveRequest(state: ProxyState, request: IncomingMessage, response: ServerResponse): void {
  const { model } = state;
  const answer = plainAnswer(request, response);
  if ((request.url ?? "").startsWith("/") && model !== null) return forwardToModel(model, request, response, request.url ?? "/");
  const url = parseAbsoluteUrl(request.url ?? "");
  if (url === null) {
    return answer(400, "ralph-bot: this is the sandbox's HTTP proxy: send requests through it with HTTP_PROXY / HTTPS_PROXY\n");
  }
  // A CLI that sends even loopback requests through HTTP_PROXY asks for the proxy's own inside address: the model route.
  if (model !== null && url.port === EGRESS_PORT && (url.host === "127.0.0.1" || url.host === "localhost")) {
    return forwardToModel(model, request, response, url.path);
  }
  const hostHeader = request.headers.host ?? url.authority;
  const named = parseAuthority(hostHeader, url.port);
  if (named === null || named.host !== url.host || named.port !== url.port) {
    const refusal: Refusal = { host: named?.host ?? "(invalid Host header)", reason: "host-mismatch" };
    state.refusals.add(refusal);
    return answer(403, refusalText(refusal));
  }
  decide(state, url.host).then(
    (decision) => {
      if ("reason" in decision) {
        state.refusals.add(decision);
        return answer(403, refusalText(decision));
      }
      const upstream = httpRequest({
        host: decision.address,
        port: url.port,
        method: request.method,
        path: url.path,
        headers: { ...endToEnd(request.headers), host: url.authority },
        setHost: false,
        agent: false,
        timeout: CONNECT_TIMEOUT_MS,
      });
      relayAnswer(upstream, response, answer, url.host);
      request.pipe(upstream);
    },
    (error: Error) => answer(502, `ralph-bot: cannot resolve ${url.host}: ${error.message}\n`),
  );
}

/** Origin-form: to the model API's base URL alone, with the held key. */
function forwardToModel(model: HeldModel, request: IncomingMessage, response: ServerResponse, path: string): void {
  const answer = plainAnswer(request, response);
  if (!belowBase(path, model.basePath)) {
    return answer(404, `ralph-bot: the proxy forwards only requests below ${model.basePath}/ to the model API\n`);
  }
  const headers = Object.fromEntries(Object.entries(endToEnd(request.headers)).filter(([name]) => !KEY_HEADERS.has(name)));
  const send = model.url.protocol === "https:" ? process.getBuiltinModule("node:https").request : httpRequest;
  const upstream = send({
    protocol: model.url.protocol,
    host: model.url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: model.url.port === "" ? undefined : Number(model.url.port),
    method: request.method,
    path,
    headers: { ...headers, ...model.route.headers, host: model.url.host },
    agent: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
  relayAnswer(upstream, response, answer, `the model API at ${model.url.host}`);
  request.pipe(upstream);
}

/** No dot segment or encoded slash, which could take the held key outside the base. */
function belowBase(path: string, basePath: string): boolean {
  const pathOnly = path.split("?", 1)[0] ?? "";
  const segments = pathOnly.split("/").map((segment) => segment.toLowerCase().replaceAll("%2e", "."));
  if (segments.some((segment) => segment === "." || segment === ".." || /%2f|%5c|\\/.test(segment))) return false;
  return basePath === "" || pathOnly === basePath || pathOnly.startsWith(`${basePath}/`);
}

function parseAuthority(text: string, defaultPort?: number): { host: string; port: number } | null {
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(text.trim());
  if (match === null) return null;
  const host = normalizeHost(match[1] ?? "");
  const port = match[2] !== undefined ? Number(match[2]) : defaultPort;
  if (host === null || port === undefined || port < 1 || port > 65535) return null;
  return { host, port };
}

function parseAbsoluteUrl(text: string): { host: string; port: number; authority: string; path: string } | null {
  if (!/^http:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = normalizeHost(url.hostname);
  if (host === null || url.username !== "" || url.password !== "") return null;
  const port = url.port === "" ? 80 : Number(url.port);
  return { host, port, authority: url.host, path: `${url.pathname}${url.search}` };
}
