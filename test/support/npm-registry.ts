/**
 * A stand-in for registry.npmjs.org on 127.0.0.1: each package's document (its versions, each with
 * its tarball's address and sha512 integrity, as the registry gives them) and its tarball; 404 for
 * anything else. It serves either made-up packages (a preset's CLI by its real name) or the packages
 * a project's lock file pins, packed from its `node_modules`, so `npm install` and `npx` run offline.
 */
import { execFile, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

/** A made-up package: its `package.json` fields and its files by path. */
export interface RegistryPackage {
  name: string;
  version: string;
  bin?: Record<string, string>;
  files: Record<string, string>;
}

/** A running registry stand-in. */
export interface NpmRegistry {
  /** The registry's URL, for `npm_config_registry`, with a trailing slash. */
  readonly url: string;
  /** Every request's path, URL-decoded, in order (a test sees what npm fetched). */
  readonly requests: string[];
  close(): Promise<void>;
}

/** A package as the stand-in serves it: the manifest of its version and its tarball's bytes. */
interface Packed {
  name: string;
  version: string;
  manifest: Record<string, unknown>;
  tarball: Buffer;
}

/** Starts a registry serving `packages` (packed with `npm pack` in a folder of `dir`, which the caller removes). */
export async function startNpmRegistry(packages: readonly RegistryPackage[], dir: string): Promise<NpmRegistry> {
  return serve(packages.map((pkg) => packMadeUp(pkg, dir)));
}

/** A package's entry in a lock file, as far as the stand-in reads it. */
type LockEntry = { dev?: boolean; devOptional?: boolean };
/** The entries npm installs without `--include=dev`. */
const production = (entry: LockEntry) => entry.dev !== true && entry.devOptional !== true;

/** Starts a registry serving the packages of `project`'s lock file that `which` selects (default: production ones). */
export async function startLockedRegistry(project: string, which: (entry: LockEntry) => boolean = production): Promise<NpmRegistry> {
  const lock = JSON.parse(await readFile(join(project, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
  const folders = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== "" && which(entry))
    .map(([path]) => join(project, path));
  return serve(await Promise.all(folders.map(packInstalled)));
}

/** A made-up package packed with `npm pack`. */
function packMadeUp(pkg: RegistryPackage, dir: string): Packed {
  const source = mkdtempSync(join(dir, "package-"));
  const manifest = { name: pkg.name, version: pkg.version, ...(pkg.bin !== undefined ? { bin: pkg.bin } : {}) };
  writeFileSync(join(source, "package.json"), JSON.stringify(manifest));
  for (const [path, text] of Object.entries(pkg.files)) {
    mkdirSync(dirname(join(source, path)), { recursive: true });
    writeFileSync(join(source, path), text, { mode: 0o755 });
  }
  execFileSync("npm", ["pack", "--silent", "--pack-destination", source], { cwd: source, stdio: "ignore" });
  const tarball = readFileSync(join(source, readdirSync(source).find((name) => name.endsWith(".tgz")) ?? ""));
  rmSync(source, { recursive: true, force: true });
  return { name: pkg.name, version: pkg.version, manifest, tarball };
}

/** An installed package folder packed as npm packs it: a gzipped tar under `package/`, its own `node_modules` left out. */
async function packInstalled(folder: string): Promise<Packed> {
  const manifest = JSON.parse(await readFile(join(folder, "package.json"), "utf8")) as Record<string, unknown>;
  const { stdout } = await promisify(execFile)(
    "tar",
    ["-cz", "--exclude=./node_modules", "--sort=name", "--owner=0", "--group=0", "--transform", "s,^\\.,package,", "-C", folder, "."],
    { encoding: "buffer", maxBuffer: 256 * 1024 * 1024 },
  );
  return { name: String(manifest["name"]), version: String(manifest["version"]), manifest, tarball: stdout };
}

/** The tarball's path on the stand-in. */
const tarballPath = (item: Packed) => `/${item.name}/-/tarball-${item.version}.tgz`;

/** The package document of `versions`, tarballs addressed under `base`. */
function packument(name: string, versions: readonly Packed[], base: string): object {
  const entries = versions.map((item) => [
    item.version,
    {
      ...item.manifest,
      dist: {
        tarball: `${base}${tarballPath(item).slice(1)}`,
        integrity: `sha512-${createHash("sha512").update(item.tarball).digest("base64")}`,
      },
    },
  ]);
  return { name, "dist-tags": { latest: versions.at(-1)?.version }, versions: Object.fromEntries(entries) };
}

/** Serves `packed` on an ephemeral port of 127.0.0.1. */
async function serve(packed: readonly Packed[]): Promise<NpmRegistry> {
  const requests: string[] = [];
  let base = "";
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://registry").pathname);
    requests.push(path);
    const tarball = packed.find((item) => tarballPath(item) === path);
    const versions = packed.filter((item) => `/${item.name}` === path);
    if (tarball !== undefined) {
      response.writeHead(200, { "content-type": "application/octet-stream" });
      response.end(tarball.tarball);
    } else if (versions.length > 0) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(packument(path.slice(1), versions, base)));
    } else {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "Not found" }));
    }
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
  base = `http://127.0.0.1:${port}/`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
