/**
 * A local npm registry standing in for registry.npmjs.org, on 127.0.0.1, for the action's own npm
 * (which runs on the runner, outside the sandbox): it serves the two requests of an install, each
 * package's document and its tarball (made with `npm pack`), and answers 404 for anything else.
 * With it, a test installs a preset's CLI by its real name and version, offline.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";

/** A package the registry serves: its `package.json` fields and its files by path. */
export interface RegistryPackage {
  name: string;
  version: string;
  bin?: Record<string, string>;
  files: Record<string, string>;
}

/** A running registry: its URL (`npm_config_registry`), the paths it was asked for, and `close`. */
export interface NpmRegistry {
  url: string;
  paths: string[];
  close(): Promise<void>;
}

/** Packs `pkg` in a folder of `dir` with `npm pack`: the tarball's bytes. */
function pack(pkg: RegistryPackage, dir: string): Buffer {
  const source = mkdtempSync(join(dir, "package-"));
  writeFileSync(join(source, "package.json"), JSON.stringify({ name: pkg.name, version: pkg.version, bin: pkg.bin }));
  for (const [path, text] of Object.entries(pkg.files)) {
    mkdirSync(dirname(join(source, path)), { recursive: true });
    writeFileSync(join(source, path), text, { mode: 0o755 });
  }
  execFileSync("npm", ["pack", "--silent", "--pack-destination", source], { cwd: source, stdio: "ignore" });
  const tarball = readdirSync(source).find((name) => name.endsWith(".tgz")) ?? "";
  const bytes = readFileSync(join(source, tarball));
  rmSync(source, { recursive: true, force: true });
  return bytes;
}

/** Starts a registry serving `packages` (packed in a folder of `dir`, which the caller removes). */
export async function startNpmRegistry(packages: readonly RegistryPackage[], dir: string): Promise<NpmRegistry> {
  const tarballs = new Map(packages.map((pkg) => [pkg.name, pack(pkg, dir)]));
  const paths: string[] = [];
  let url = "";
  const server = createServer((request, response) => {
    const path = request.url ?? "";
    paths.push(path);
    const name = decodeURIComponent(path.slice(1));
    const pkg = packages.find((candidate) => candidate.name === name);
    const tarball = packages.find((candidate) => path === `/${candidate.name}/-/tarball-${candidate.version}.tgz`);
    if (pkg !== undefined) {
      const bytes = tarballs.get(pkg.name) ?? Buffer.alloc(0);
      const version = {
        name: pkg.name,
        version: pkg.version,
        ...(pkg.bin !== undefined ? { bin: pkg.bin } : {}),
        dist: {
          tarball: `${url}${pkg.name}/-/tarball-${pkg.version}.tgz`,
          integrity: `sha512-${createHash("sha512").update(bytes).digest("base64")}`,
        },
      };
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ name: pkg.name, "dist-tags": { latest: pkg.version }, versions: { [pkg.version]: version } }));
    } else if (tarball !== undefined) {
      response.end(tarballs.get(tarball.name));
    } else {
      response.statusCode = 404;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ error: "Not found" }));
    }
  });
  const port = await new Promise<number>((done) => server.listen(0, "127.0.0.1", () => done((server.address() as AddressInfo).port)));
  url = `http://127.0.0.1:${port}/`;
  return {
    url,
    paths,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
