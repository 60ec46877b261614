/**
 * The egress proxy: the only way out of a sandbox with `network: allowlist`. It runs in
 * the action's own process, outside the sandbox, and listens on a unix socket that the sandbox
 * binds in (a forwarder inside listens on `127.0.0.1:3128` and passes each connection on, see
 * `egress-forwarder.ts`). It serves an HTTP proxy's two kinds of request:
 * - `CONNECT host:port` (HTTPS and any TLS): a tunnel to the host, by name, without looking inside;
 * - absolute-form plain HTTP (`GET http://host/path`): forwarded, its `Host` header matching the URL's.
 *
 * The host must be allowed (`hostAllowed`: `allowed-domains` and the preset's model API hosts). The
 * proxy resolves the name itself and connects only to an address outside {@link NEVER_REACHED}
 * (loopback, link-local, cloud metadata, …), whatever a name resolves to, so nothing in the sandbox
 * reaches the runner's own services. Everything else gets `403` with a body saying why, and each
 * refused host is counted for the round's comment ({@link EgressProxy.takeRefusals}).
 *
 * With a model route (`agent-secrets`), an origin-form request (`POST /v1/messages`, the agent's
 * base URL pointing at the proxy) goes to the model API's base URL and nowhere else, whatever its
 * `Host` header says, with the agent's own key headers replaced by the held key: the key never
 * enters the sandbox, and the proxy sends it to that API alone. The route's address is the
 * maintainer's configuration, not the agent's choice, so the address rules do not apply to it (a
 * gateway on the runner's loopback works).
 */
import { lookup } from "node:dns/promises";
import { chmod, rm } from "node:fs/promises";
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";
import { connect, isIP } from "node:net";
import type { Duplex } from "node:stream";
import type { RefusedHost } from "../core/ports.js";
import { hostAllowed, hostNamedExactly, normalizeHost, reachable, type ModelRoute } from "./egress.js";
import { EGRESS_PORT } from "./egress-forwarder.js";

// Taken as CommonJS modules, not through `import`: on Node 24 the ES module namespace of
// `node:http` reads each of its exports, and one of them loads undici, about 60 ms of every
// action start; `node:https` (and TLS) only for a model API that needs it.
const { createServer, request: httpRequest } = process.getBuiltinModule("node:http");

/** How long, in ms, the proxy waits for a host to accept a connection. */
const CONNECT_TIMEOUT_MS = 30_000;
/** Distinct hosts counted per round at most: the round comment stays short whatever the agent tries. */
const MAX_REFUSED_HOSTS = 50;
/** Distinct hosts past {@link MAX_REFUSED_HOSTS} told apart at most (more show as "10000+ more hosts"): memory stays bounded. */
const MAX_UNLISTED_HOSTS = 10_000;

/**
 * Sends the upstream server's answer back to the client as it comes (status, end-to-end headers,
 * body); an upstream that fails or stays silent (its request's `timeout`) before answering gets the
 * client a 502 naming `target`, after the headers went out the client's connection is cut.
 */
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

/** Resolves a host name to its addresses (IPv4 and IPv6); rejects when it cannot. */
export type Resolver = (host: string) => Promise<string[]>;

/** The system's resolver (`getaddrinfo`: `/etc/hosts`, then DNS), every address. */
export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** A resolver that knows only `hosts` (name → address): the test-only resolver (`TEST_HOSTS_VARIABLE`). */
export function fixedResolver(hosts: Readonly<Record<string, string>>): Resolver {
  return async (host) => {
    const address = hosts[host];
    if (address === undefined) throw new Error(`${host} is not a known test host`);
    return [address];
  };
}

/** What {@link startEgressProxy} needs. */
export interface EgressProxyOptions {
  /** Where the proxy listens: a unix socket path (at most 107 bytes); a file there is replaced. */
  socketPath: string;
  /** The hosts allowed (see `hostAllowed`). */
  allowed: readonly string[];
  /** How names resolve (default {@link systemResolver}). */
  resolve?: Resolver;
  /** The model API whose key the proxy holds; absent for none. */
  model?: ModelRoute;
}

/** The running proxy. */
export interface EgressProxy {
  /** The refused hosts since the last call, most refused first (then by name), and forgets them. */
  takeRefusals(): RefusedHost[];
  /** Stops listening, ends open tunnels and removes the socket. Never rejects. */
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

/** The headers to pass on: without hop-by-hop ones, nor those the `Connection` header names. */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

/** Headers that carry a model API key: the agent's are dropped on the model route, the held ones sent instead. */
const KEY_HEADERS = new Set(["authorization", "x-api-key", "x-goog-api-key", "api-key"]);

/** Why a request is refused, as its 403 body says and the round comment counts it. */
type Refusal = { host: string; reason: RefusedHost["reason"] };

/** The 403 body of a refusal: one line a person reading the agent's output understands. */
function refusalText({ host, reason }: Refusal): string {
  const why =
    reason === "not-allowed"
      ? "it is not in the workflow's allowed-domains"
      : reason === "address"
        ? "it resolves only to addresses the sandbox never reaches (loopback, link-local, cloud metadata, or a private network reached through a wildcard (*.suffix) pattern)"
        : "the Host header names it while the request names another host";
  return `ralph-bot: the sandbox's network does not reach ${host}: ${why}. The maintainer can allow a host with the allowed-domains input.\n`;
}

/** The model route as the proxy uses it: the route, its base URL parsed, and that URL's path without a trailing `/`. */
interface HeldModel {
  route: ModelRoute;
  url: URL;
  basePath: string;
}

/** What the proxy's handlers share. */
interface ProxyState {
  allowed: readonly string[];
  resolve: Resolver;
  model: HeldModel | null;
  refusals: RefusalCount;
  /** Keeps a socket among those {@link EgressProxy.close} ends. */
  track: (socket: Duplex) => void;
}

/** The refused hosts of a round, counted by host and reason, in bounded memory. */
class RefusalCount {
  readonly #refused = new Map<string, RefusedHost>();
  /** Hosts past {@link MAX_REFUSED_HOSTS}: counted together, so an attempt behind many decoys still shows. */
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

  /** The refused hosts since the last call, most refused first (then by name); forgets them. */
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

/**
 * Starts the egress proxy on `options.socketPath` (mode 0600: only the action's user, which the
 * sandbox's processes are in the runner's eyes, can connect).
 * @throws Error when the socket cannot be made (e.g. the path is too long or its folder missing).
 */
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

/** The model route with its base URL parsed; null for none. */
function heldModel(route: ModelRoute | undefined): HeldModel | null {
  if (route === undefined) return null;
  const url = new URL(route.baseUrl);
  return { route, url, basePath: url.pathname.replace(/\/+$/, "") };
}

/** Listens on the unix socket `socketPath` (a file there is replaced), mode 0600. */
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
  // The run's process must not stay alive for the proxy alone once the run has ended.
  server.unref();
}

/** The address to connect to for an allowed `host`, or the refusal; rejects when the name does not resolve. */
async function decide(state: ProxyState, host: string): Promise<{ address: string } | Refusal> {
  if (!hostAllowed(host, state.allowed)) return { host, reason: "not-allowed" };
  const addresses = isIP(host) !== 0 ? [host] : await state.resolve(host);
  const named = hostNamedExactly(host, state.allowed);
  const address = addresses.find((candidate) => reachable(candidate, { namedExactly: named }));
  return address !== undefined ? { address } : { host, reason: "address" };
}

/** How a CONNECT request is answered before its tunnel opens: a status line and a plain-text body, then the end. */
function connectAnswer(client: Duplex): (status: string, body: string) => void {
  return (status, body) => {
    client.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  };
}

/** A CONNECT request: a tunnel to an allowed host's address, else the refusal. */
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

/** Connects to `to.address` and pipes the client through once the host accepts. */
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

/** How a plain HTTP request is answered by the proxy itself: a status and a plain-text body (the request's body is drained). */
function plainAnswer(request: IncomingMessage, response: ServerResponse): (status: number, body: string) => void {
  return (status, body) => {
    request.resume();
    response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) }).end(body);
  };
}

/** A plain HTTP request: on the model route, or absolute-form to an allowed host, else refused. */
function serveRequest(state: ProxyState, request: IncomingMessage, response: ServerResponse): void {
  const { model } = state;
  const answer = plainAnswer(request, response);
  if ((request.url ?? "").startsWith("/") && model !== null) return forwardToModel(model, request, response, request.url ?? "/");
  const url = parseAbsoluteUrl(request.url ?? "");
  if (url === null) {
    return answer(400, "ralph-bot: this is the sandbox's HTTP proxy: send requests through it with HTTP_PROXY / HTTPS_PROXY\n");
  }
  // A CLI that sends even its loopback requests through HTTP_PROXY asks the proxy for its own inside address: the model route.
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

/** An origin-form request on the model route: to the model API's base URL, with the held key (see the module's documentation). */
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

/** `host:port` of a CONNECT request or a `Host` header (`defaultPort` when it names none); null when malformed. */
/**
 * Whether an origin-form `path` lies below `basePath` (the model API's base URL's path, "" for its
 * root): no dot segment, plain or percent-encoded, and no encoded slash or backslash, which the
 * model API could resolve to a path outside the base, where the held key must not go.
 */
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

/** The parts of an absolute-form `http://` request target; null for anything else (origin-form, `https:`, …). */
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
