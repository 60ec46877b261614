/**
 * Hosts for the egress tests (issue 21): a local HTTP and HTTPS server standing in for a real host
 * on the internet, reached by a made-up name that the proxy's test-only resolver maps to this
 * machine's own outside address (not loopback, which the proxy never reaches).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";

/** This machine's first IPv4 address that is not loopback: where a stand-in listens. */
export function outsideAddress(): string {
  for (const entries of Object.values(networkInterfaces())) {
    const found = entries?.find((entry) => entry.family === "IPv4" && !entry.internal);
    if (found !== undefined) return found.address;
  }
  throw new Error("the egress tests need a network interface other than loopback (the proxy never connects to loopback)");
}

/** One request a stand-in received. */
export interface StandInRequest {
  scheme: "http" | "https";
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A stand-in host: its address, its two ports and what it received. */
export interface StandIn {
  /** The name the test-only resolver maps to {@link address}, e.g. `allowed.example`. */
  name: string;
  address: string;
  httpPort: number;
  httpsPort: number;
  requests: StandInRequest[];
  close(): Promise<void>;
}

/** The answer every stand-in gives: `hello from <name> (<scheme>)`. */
export const greeting = (name: string, scheme: string) => `hello from ${name} (${scheme})\n`;

/**
 * Starts a stand-in for host `name` on {@link outsideAddress}: plain HTTP and HTTPS with a
 * self-signed certificate for `name` (made with `openssl`; clients pass `-k`).
 */
export async function startStandIn(name: string): Promise<StandIn> {
  const address = outsideAddress();
  const dir = mkdtempSync(join(tmpdir(), "ralph-standin-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${name}`,
      "-addext",
      `subjectAltName=DNS:${name}`,
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const requests: StandInRequest[] = [];
  const handler = (scheme: "http" | "https") => (request: IncomingMessage, response: ServerResponse) => {
    let body = "";
    request.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      requests.push({ scheme, method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
      response.end(greeting(name, scheme));
    });
  };
  const http = createHttpServer(handler("http"));
  const https = createHttpsServer({ key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) }, handler("https"));
  rmSync(dir, { recursive: true, force: true });
  const listen = (server: Server) =>
    new Promise<number>((done) => server.listen(0, address, () => done((server.address() as AddressInfo).port)));
  const [httpPort, httpsPort] = await Promise.all([listen(http), listen(https)]);
  return {
    name,
    address,
    httpPort,
    httpsPort,
    requests,
    async close() {
      for (const server of [http, https]) {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
      }
    },
  };
}
