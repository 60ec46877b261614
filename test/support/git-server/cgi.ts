/**
 * Runs `git http-backend` as a CGI program for one HTTP request: the request body
 * streams to its stdin, its `Status:`/header lines become the HTTP response head,
 * and the rest of its stdout streams back as the body.
 */
import { spawn, type ChildProcess } from "node:child_process";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Serves `req` with `git http-backend`, given the CGI environment `env` (which must
 * include GIT_PROJECT_ROOT, PATH_INFO, etc.). Returns the child so the caller can
 * stop it on shutdown. A backend that dies before writing headers yields a 502.
 */
export function serveWithHttpBackend(req: IncomingMessage, res: ServerResponse, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn("git", ["http-backend"], { env, stdio: ["pipe", "pipe", "pipe"] });
  const stderr: Buffer[] = [];
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
  // The backend may exit before reading all input (e.g. on a 404); that is not our error.
  child.stdin.on("error", () => {});
  req.pipe(child.stdin);

  let head = Buffer.alloc(0);
  const onData = (chunk: Buffer): void => {
    head = Buffer.concat([head, chunk]);
    const end = headerEnd(head);
    if (!end) return;
    child.stdout.off("data", onData);
    writeHead(res, head.subarray(0, end.index).toString("latin1"));
    res.write(head.subarray(end.index + end.length));
    child.stdout.pipe(res);
  };
  child.stdout.on("data", onData);
  child.stdout.on("end", () => {
    if (res.headersSent) return;
    res.writeHead(502, { "content-type": "text/plain" });
    res.end(`git http-backend wrote no headers: ${Buffer.concat(stderr).toString("utf8")}`);
  });
  child.on("error", (error) => {
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end(`could not run git http-backend: ${error.message}`);
  });
  return child;
}

/** Where the CGI header block ends: the first blank line, CRLF or LF style. */
function headerEnd(buffer: Buffer): { index: number; length: number } | undefined {
  const crlf = buffer.indexOf("\r\n\r\n");
  const lf = buffer.indexOf("\n\n");
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return { index: crlf, length: 4 };
  if (lf >= 0) return { index: lf, length: 2 };
  return undefined;
}

/** Turns CGI header lines into the HTTP status (from `Status:`, default 200) and headers. */
function writeHead(res: ServerResponse, block: string): void {
  let status = 200;
  const headers = new Map<string, string[]>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "status") status = Number.parseInt(value, 10) || 200;
    else headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  for (const [name, values] of headers) res.setHeader(name, values.length === 1 ? (values[0] ?? "") : values);
  res.writeHead(status);
}
