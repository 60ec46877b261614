/**
 * The forwarder inside a sandbox with `network: allowlist`. Agents speak to an HTTP
 * proxy over TCP (`HTTPS_PROXY=http://127.0.0.1:3128`), but the sandbox's network namespace has
 * only its own loopback: the forwarder listens there and passes each connection on to the egress
 * proxy's unix socket, which the sandbox binds in read-only. It is not a guard (everything in the
 * sandbox may reach the socket itself); the proxy outside decides.
 *
 * The sandbox starts it, with the action's own `node`, in place of the command: it checks that the
 * proxy answers (else exits 125 with a line saying so: fail closed), listens, then starts the
 * command with the same standard streams, and exits as the command did (128 + the signal's number
 * when a signal ended it, as bwrap reports such an end). It ignores SIGTERM, SIGINT and SIGHUP from
 * its script's first line (the command gets them with their defaults, as `node` starts every child):
 * the command gets them too and decides, and the forwarder must serve it until it exits, else the
 * sandbox would end with it. A signal in the few ms before that line (a round ended as it starts)
 * ends the sandbox at once, as one before the command's own start would.
 */
import { HELD_KEY_PLACEHOLDER, type ModelRoute } from "./egress.js";

/** The loopback port inside the sandbox where agents find the proxy (squid's, the usual proxy port). */
export const EGRESS_PORT = 3128;

/** Where the sandbox shows the folder holding the proxy's socket and the forwarder's script, read-only. */
export const EGRESS_DIR_INSIDE = "/run/ralph-egress";
/** Where the sandbox shows the action's own `node` binary, read-only, which runs the forwarder. */
export const EGRESS_NODE_INSIDE = "/run/ralph-egress-node";
/** The proxy's socket and the forwarder's script: file names in the egress folder. */
export const EGRESS_SOCKET = "proxy.sock";
export const EGRESS_FORWARDER = "forwarder.mjs";

/**
 * The proxy settings every process in the sandbox gets (they win over the same names in `agent-env`:
 * the proxy is the only way out). `NO_PROXY` keeps the sandbox's own loopback direct (a dev server
 * the agent starts); `NODE_USE_ENV_PROXY` makes Node's own `fetch` use the proxy (Node 24).
 */
export function egressEnvironment(): Record<string, string> {
  const proxy = `http://127.0.0.1:${EGRESS_PORT}`;
  const direct = "localhost,127.0.0.1,::1";
  return {
    HTTP_PROXY: proxy,
    HTTPS_PROXY: proxy,
    http_proxy: proxy,
    https_proxy: proxy,
    NO_PROXY: direct,
    no_proxy: direct,
    NODE_USE_ENV_PROXY: "1",
  };
}

/**
 * What every process in the sandbox sees of a model API whose key the proxy holds: its base URL
 * variable pointing at the proxy (same path), and a placeholder in each key variable.
 */
export function heldModelEnvironment(route: ModelRoute): Record<string, string> {
  const path = new URL(route.baseUrl).pathname.replace(/\/+$/, "");
  return {
    [route.baseUrlVariable]: `http://127.0.0.1:${EGRESS_PORT}${path}`,
    ...Object.fromEntries(route.keyVariables.map((name) => [name, HELD_KEY_PLACEHOLDER])),
  };
}

/** The command line that runs `command` behind the forwarder, inside the sandbox. */
export function forwardedCommand(command: readonly string[]): string[] {
  return [
    EGRESS_NODE_INSIDE,
    `${EGRESS_DIR_INSIDE}/${EGRESS_FORWARDER}`,
    `${EGRESS_DIR_INSIDE}/${EGRESS_SOCKET}`,
    String(EGRESS_PORT),
    ...command,
  ];
}

/**
 * The forwarder's script (an ES module for `node`), written into the egress folder at preflight.
 * Arguments: the socket path, the port, then the command and its arguments.
 */
export const FORWARDER_SCRIPT = `// ralph-bot's egress forwarder: see src/agents/egress-forwarder.ts.
import { spawn } from "node:child_process";
import { connect, createServer } from "node:net";
import { constants } from "node:os";

for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => {});
const [socketPath, port, file, ...args] = process.argv.slice(2);
const fail = (message) => {
  process.stderr.write("ralph-bot egress: " + message + "\\n");
  process.exit(125);
};
const probe = connect(socketPath);
probe.once("error", (error) => fail("the network proxy does not answer at " + socketPath + ": " + error.message));
probe.once("connect", () => {
  probe.destroy();
  const server = createServer((client) => {
    const proxy = connect(socketPath);
    client.on("error", () => proxy.destroy());
    proxy.on("error", () => client.destroy());
    client.pipe(proxy).pipe(client);
  });
  server.once("error", (error) => fail("cannot listen on 127.0.0.1:" + port + ": " + error.message));
  server.listen(Number(port), "127.0.0.1", () => {
    const child = spawn(file, args, { stdio: "inherit" });
    child.once("error", (error) => {
      process.stderr.write("ralph-bot egress: cannot start " + file + ": " + error.message + "\\n");
      process.exit(error.code === "ENOENT" ? 127 : 126);
    });
    child.once("exit", (code, signal) => process.exit(signal === null ? (code ?? 1) : 128 + (constants.signals[signal] ?? 0)));
  });
});
`;
