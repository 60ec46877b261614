/**
 * Setting a repository's Actions secret as GitHub's REST API takes it: the client reads the
 * repository's public key (a Curve25519 key of its own, with a `key_id`), seals the value in a
 * libsodium sealed box for it, and puts the box under the secret's name. The fake holds a real
 * keypair per repository and opens each box with it, so a test reads back what the client sealed;
 * a box it cannot open, or sealed for another key, is refused as GitHub refuses it.
 */
import sodium from "libsodium-wrappers";
import { errorBody, HttpError, objectBody, requireString } from "../http.js";
import type { FakeRepo, Role } from "../state.js";
import { repoOf, type FakeRouter, type RouteContext } from "./context.js";

interface Keypair {
  keyId: string;
  publicKey: Uint8Array;
  privateKey: Uint8Array;
}

const keypairs = new WeakMap<FakeRepo, Keypair>();

/** The repository's secrets keypair, made on first use. */
async function keypairOf(repo: FakeRepo): Promise<Keypair> {
  await sodium.ready;
  let keypair = keypairs.get(repo);
  if (keypair === undefined) {
    const made = sodium.crypto_box_keypair();
    keypair = { keyId: String(repo.id * 7 + 1), publicKey: made.publicKey, privateKey: made.privateKey };
    keypairs.set(repo, keypair);
  }
  return keypair;
}

/** The repository of the route, once the request's actor holds `least` on it; else 403 as GitHub answers. */
function writableRepo(ctx: RouteContext, params: Record<string, string>, least: Role): FakeRepo {
  const repo = repoOf(ctx, params);
  if (!ctx.state.hasRole(repo, ctx.actor, least)) throw new HttpError(403, errorBody(403, "Must have admin rights to Repository."));
  return repo;
}

/** The plaintext of `box` sealed for `keypair`, or null when it was not (another key, or not a sealed box). */
function opened(box: string, keypair: Keypair): string | null {
  try {
    const sealed = sodium.from_base64(box, sodium.base64_variants.ORIGINAL);
    return sodium.to_string(sodium.crypto_box_seal_open(sealed, keypair.publicKey, keypair.privateKey));
  } catch {
    return null;
  }
}

/** Registers `GET …/actions/secrets/public-key` and `PUT …/actions/secrets/{name}` (before the other secret routes). */
export function secretRoutes(router: FakeRouter): void {
  router.on("GET", "/repos/:owner/:repo/actions/secrets/public-key", async (ctx, params) => {
    const keypair = await keypairOf(writableRepo(ctx, params, "write"));
    return { status: 200, body: { key_id: keypair.keyId, key: sodium.to_base64(keypair.publicKey, sodium.base64_variants.ORIGINAL) } };
  });

  router.on("PUT", "/repos/:owner/:repo/actions/secrets/:name", async (ctx, params) => {
    const repo = writableRepo(ctx, params, "write");
    const name = (params["name"] ?? "").toUpperCase();
    const body = objectBody(ctx.body);
    const box = requireString(body, "encrypted_value");
    const keyId = requireString(body, "key_id");
    if (!/^[A-Z_][A-Z0-9_]*$/.test(name) || name.startsWith("GITHUB_"))
      throw new HttpError(
        422,
        errorBody(422, "Secret names can only contain alphanumeric characters ([a-z], [A-Z], [0-9]) or underscores (_)."),
      );
    const keypair = await keypairOf(repo);
    const plaintext = keyId === keypair.keyId ? opened(box, keypair) : null;
    if (plaintext === null) throw new HttpError(422, errorBody(422, "Bad request - could not decrypt the secret with the key_id given."));
    const stamp = ctx.state.stamp();
    const existing = repo.secrets.get(name);
    repo.secrets.set(name, { name, createdAt: existing?.createdAt ?? stamp, updatedAt: stamp, plaintext });
    return existing === undefined ? { status: 201, body: {} } : { status: 204 };
  });
}
