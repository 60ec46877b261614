/**
 * Package registries standing in for npm's and PyPI's on this machine's loopback, for the install
 * step a runner runs before the action: an npm registry serving one package's document and tarball,
 * and a PEP 503 simple index serving one wheel built here. Each counts what it was asked for.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

/** A stand-in index: its root URL, the paths asked for, and how to stop it. */
export interface PackageIndex {
  url: string;
  paths: string[];
  close(): Promise<void>;
}

/** The one package each index serves, and what its module holds. */
export const FIXTURE = { name: "ralph-fixture", version: "1.0.0", message: "fixture from the index" };

/** Serves `answer(path)` (null: 404) on 127.0.0.1, counting each path asked for. */
async function serve(answer: (path: string, root: string) => { type: string; body: Buffer | string } | null): Promise<PackageIndex> {
  const paths: string[] = [];
  let root = "";
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "";
    paths.push(path);
    const found = answer(path, root);
    if (found === null) {
      response.statusCode = 404;
      response.end("not found");
      return;
    }
    response.setHeader("content-type", found.type);
    response.end(found.body);
  });
  const port = await new Promise<number>((done) => server.listen(0, "127.0.0.1", () => done((server.address() as AddressInfo).port)));
  root = `http://127.0.0.1:${port}/`;
  return {
    url: root,
    paths,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/** An npm registry serving {@link FIXTURE} (its `main` exports the message), packed with `npm pack` in a folder under `dir`. */
export async function startNpmRegistry(dir: string): Promise<PackageIndex> {
  const source = mkdtempSync(join(dir, "npm-fixture-"));
  writeFileSync(join(source, "package.json"), JSON.stringify({ name: FIXTURE.name, version: FIXTURE.version, main: "index.js" }));
  writeFileSync(join(source, "index.js"), `module.exports = ${JSON.stringify(FIXTURE.message)};\n`);
  execFileSync("npm", ["pack", "--silent", "--pack-destination", source], { cwd: source, stdio: "ignore" });
  const tarball = readFileSync(join(source, `${FIXTURE.name}-${FIXTURE.version}.tgz`));
  const integrity = `sha512-${createHash("sha512").update(tarball).digest("base64")}`;
  const file = `/${FIXTURE.name}/-/${FIXTURE.name}-${FIXTURE.version}.tgz`;
  return serve((path, root) => {
    if (path === `/${FIXTURE.name}`) {
      const version = { name: FIXTURE.name, version: FIXTURE.version, dist: { tarball: `${root}${file.slice(1)}`, integrity } };
      const document = { name: FIXTURE.name, "dist-tags": { latest: FIXTURE.version }, versions: { [FIXTURE.version]: version } };
      return { type: "application/json", body: JSON.stringify(document) };
    }
    return path === file ? { type: "application/octet-stream", body: tarball } : null;
  });
}

/** Builds the wheel of {@link FIXTURE} (module `ralph_fixture`, whose `MESSAGE` is the message) in `dir` with Python's zipfile. */
function buildWheel(dir: string): string {
  const wheel = join(dir, `ralph_fixture-${FIXTURE.version}-py3-none-any.whl`);
  const info = `ralph_fixture-${FIXTURE.version}.dist-info`;
  const files = {
    "ralph_fixture/__init__.py": `MESSAGE = ${JSON.stringify(FIXTURE.message)}\n`,
    [`${info}/METADATA`]: `Metadata-Version: 2.1\nName: ${FIXTURE.name}\nVersion: ${FIXTURE.version}\n`,
    [`${info}/WHEEL`]: "Wheel-Version: 1.0\nGenerator: ralph-bot tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
  };
  // The files come in as JSON; RECORD lists each with its hash and size, and itself without.
  const script = `
import base64, hashlib, json, sys, zipfile
files = json.loads(sys.argv[2])
record = []
with zipfile.ZipFile(sys.argv[1], "w") as wheel:
    for name, text in files.items():
        data = text.encode()
        wheel.writestr(name, data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(sys.argv[3] + ",,")
    wheel.writestr(sys.argv[3], "\\n".join(record) + "\\n")
`;
  execFileSync("python3", ["-c", script, wheel, JSON.stringify(files), `${info}/RECORD`], { stdio: "ignore" });
  return wheel;
}

/** A PEP 503 simple index (`<url>simple/`) serving the wheel of {@link FIXTURE}, built under `dir`. */
export async function startPythonIndex(dir: string): Promise<PackageIndex> {
  const wheel = readFileSync(buildWheel(mkdtempSync(join(dir, "wheel-"))));
  const fileName = `ralph_fixture-${FIXTURE.version}-py3-none-any.whl`;
  const sha256 = createHash("sha256").update(wheel).digest("hex");
  return serve((path) => {
    if (path === `/simple/${FIXTURE.name}/`) {
      const page = `<!DOCTYPE html><html><body><a href="/files/${fileName}#sha256=${sha256}">${fileName}</a></body></html>`;
      return { type: "text/html", body: page };
    }
    return path === `/files/${fileName}` ? { type: "application/octet-stream", body: wheel } : null;
  });
}
