/**
 * Hosts for the egress tests: a local HTTP and HTTPS server standing in for a real host
 * on the internet, reached by a made-up name that the proxy's test-only resolver maps to this
 * machine's own outside address (not loopback, which the proxy never reaches).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/** A package registry standing in for npm's: one package, `ralph-fixture@1.0.0`, whose `main` exports a string. */
export interface Registry {
  address: string;
  /** `http://<name>:<port>/`, the URL a client is told (the proxy resolves the name). */
  url: string;
  /** The paths requested, in order. */
  paths: string[];
  close(): Promise<void>;
}

/**
 * Starts a registry for host `name` on {@link outsideAddress}, serving the npm registry's two
 * requests for an install: the package document and its tarball (made with `npm pack` in `dir`).
 */
export async function startRegistry(name: string, dir: string): Promise<Registry> {
  const address = outsideAddress();
  const source = mkdtempSync(join(dir, "ralph-fixture-"));
  writeFileSync(join(source, "package.json"), JSON.stringify({ name: "ralph-fixture", version: "1.0.0", main: "index.js" }));
  writeFileSync(join(source, "index.js"), 'module.exports = "fixture from the registry";\n');
  execFileSync("npm", ["pack", "--silent", "--pack-destination", source], { cwd: source, stdio: "ignore" });
  const tarball = readFileSync(join(source, "ralph-fixture-1.0.0.tgz"));
  const integrity = `sha512-${createHash("sha512").update(tarball).digest("base64")}`;
  const paths: string[] = [];
  let url = "";
  const server = createHttpServer((request, response) => {
    paths.push(request.url ?? "");
    if (request.url === "/ralph-fixture") {
      const version = {
        name: "ralph-fixture",
        version: "1.0.0",
        dist: { tarball: `${url}ralph-fixture/-/ralph-fixture-1.0.0.tgz`, integrity },
      };
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ name: "ralph-fixture", "dist-tags": { latest: "1.0.0" }, versions: { "1.0.0": version } }));
    } else if (request.url === "/ralph-fixture/-/ralph-fixture-1.0.0.tgz") {
      response.end(tarball);
    } else {
      response.statusCode = 404;
      response.end("{}");
    }
  });
  const port = await new Promise<number>((done) => server.listen(0, address, () => done((server.address() as AddressInfo).port)));
  url = `http://${name}:${port}/`;
  return {
    address,
    url,
    paths,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
