/** The forwarder inside the sandbox: the proxy's socket on `127.0.0.1:3128`; not a guard, the proxy outside decides. */
import { HELD_KEY_PLACEHOLDER, type ModelRoute } from "./egress.js";

/** Squid's, where agents look for a proxy. */
export const EGRESS_PORT = 3128;

/** Read-only: the proxy's socket and the forwarder's script. */
export const EGRESS_DIR_INSIDE = "/run/ralph-egress";
/** Read-only: the action's own `node`. */
export const EGRESS_NODE_INSIDE = "/run/ralph-egress-node";
export const EGRESS_SOCKET = "proxy.sock";
export const EGRESS_FORWARDER = "forwarder.mjs";

/** Over `agent-env`'s; `NO_PROXY` keeps the sandbox's loopback direct. */
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

/** The base URL variable at the proxy, a placeholder for each key. */
export function heldModelEnvironment(route: ModelRoute): Record<string, string> {
  const path = new URL(route.baseUrl).pathname.replace(/\/+$/, "");
  return {
    [route.baseUrlVariable]: `http://127.0.0.1:${EGRESS_PORT}${path}`,
    ...Object.fromEntries(route.keyVariables.map((name) => [name, HELD_KEY_PLACEHOLDER])),
  };
}

export function forwardedCommand(command: readonly string[]): string[] {
  return [
    EGRESS_NODE_INSIDE,
    `${EGRESS_DIR_INSIDE}/${EGRESS_FORWARDER}`,
    `${EGRESS_DIR_INSIDE}/${EGRESS_SOCKET}`,
    String(EGRESS_PORT),
    ...command,
  ];
}

/** Arguments: the socket, the port, the command. */
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
