/**
 * A stand-in for the npm registry on 127.0.0.1, serving packages from a project's own
 * `node_modules`: each package folder the lock file names is packed as npm packs (`package/…`, its
 * nested `node_modules` left out) and served with a packument whose `dist` gives its tarball and
 * sha512 integrity, as registry.npmjs.org does. So `npm install` and `npx` run offline, from an
 * empty cache, on exactly the versions the lock file pins.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A running registry stand-in. */
export interface NpmRegistry {
  /** The registry's URL, for `npm_config_registry`, with a trailing slash. */
  readonly url: string;
  /** Every request path served, in order (a test sees what npm fetched). */
  readonly requests: string[];
  close(): Promise<void>;
}

interface Packed {
  name: string;
  version: string;
  manifest: Record<string, unknown>;
  tarball: Buffer;
}

/** The lock file's package folders `which` selects (e.g. those npm installs without `--include=dev`). */
async function lockedFolders(project: string, which: (entry: { dev?: boolean; devOptional?: boolean }) => boolean): Promise<string[]> {
  const lock = JSON.parse(await readFile(join(project, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== "" && which(entry))
    .map(([path]) => join(project, path));
}

/** The package in `folder`, packed as npm packs it: a gzipped tar whose entries lie under `package/`. */
async function pack(folder: string): Promise<Packed> {
  const manifest = JSON.parse(await readFile(join(folder, "package.json"), "utf8")) as Record<string, unknown>;
  const { stdout } = await run(
    "tar",
    ["-cz", "--exclude=./node_modules", "--sort=name", "--owner=0", "--group=0", "--transform", "s,^\\.,package,", "-C", folder, "."],
    { encoding: "buffer", maxBuffer: 256 * 1024 * 1024 },
  );
  return { name: String(manifest["name"]), version: String(manifest["version"]), manifest, tarball: stdout };
}

/**
 * Starts the stand-in serving the packages of `project`'s lock file that `which` selects (default:
 * those npm installs for production, the lock's entries without `dev`).
 */
export async function startNpmRegistry(
  project: string,
  which: (entry: { dev?: boolean; devOptional?: boolean }) => boolean = (entry) => entry.dev !== true && entry.devOptional !== true,
): Promise<NpmRegistry> {
  const packed = await Promise.all((await lockedFolders(project, which)).map(pack));
  const byName = new Map<string, Packed[]>();
  for (const item of packed) byName.set(item.name, [...(byName.get(item.name) ?? []), item]);
  const requests: string[] = [];
  const urls = { base: "" };
  const tarballPath = (item: Packed) => `/-/${encodeURIComponent(item.name)}-${item.version}.tgz`;

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://registry").pathname);
    requests.push(path);
    const tarball = packed.find((item) => decodeURIComponent(tarballPath(item)) === path);
    if (tarball !== undefined) {
      res.writeHead(200, { "content-type": "application/octet-stream" });
      res.end(tarball.tarball);
      return;
    }
    const versions = byName.get(path.slice(1));
    if (versions === undefined) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "Not found" }));
      return;
    }
    const packument = {
      name: path.slice(1),
      "dist-tags": { latest: versions.at(-1)?.version },
      versions: Object.fromEntries(
        versions.map((item) => [
          item.version,
          {
            ...item.manifest,
            dist: {
              tarball: `${urls.base}${tarballPath(item).slice(1)}`,
              integrity: `sha512-${createHash("sha512").update(item.tarball).digest("base64")}`,
            },
          },
        ]),
      ),
    };
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(packument));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  urls.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: urls.base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
