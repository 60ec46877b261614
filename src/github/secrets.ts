/**
 * Setting a repository's Actions secret through GitHub's REST API ("Create or update a repository
 * secret"): the value is sealed in a libsodium sealed box for the repository's public key, as
 * GitHub requires, so it leaves this machine only sealed; GitHub never shows it back.
 */
import type { RalphOctokit } from "./client.js";
import type { RepositoryRef } from "./repository.js";

/**
 * `value` sealed for the base64 Curve25519 `publicKey` (`crypto_box_seal`), base64: the
 * `encrypted_value` GitHub's secrets API takes.
 */
export async function sealSecret(value: string, publicKey: string): Promise<string> {
  // Loaded when a secret is set, not at every start of the command: its WebAssembly is large.
  const { default: sodium } = await import("libsodium-wrappers");
  await sodium.ready;
  const key = sodium.from_base64(publicKey, sodium.base64_variants.ORIGINAL);
  return sodium.to_base64(sodium.crypto_box_seal(sodium.from_string(value), key), sodium.base64_variants.ORIGINAL);
}

/**
 * Sets repository secret `name` to `value`: reads the repository's public key, seals the value for
 * it and puts it under `name`.
 * @returns `created` for a new secret, `updated` for one replaced
 * @throws the Octokit error of either call (403 or 404: the token may not manage the repository's secrets)
 */
export async function setRepositorySecret(
  octokit: RalphOctokit,
  { owner, repo }: RepositoryRef,
  name: string,
  value: string,
): Promise<"created" | "updated"> {
  const { data: key } = await octokit.rest.actions.getRepoPublicKey({ owner, repo });
  const encrypted = await sealSecret(value, key.key);
  const { status } = await octokit.rest.actions.createOrUpdateRepoSecret({
    owner,
    repo,
    secret_name: name,
    key_id: key.key_id,
    encrypted_value: encrypted,
  });
  return status === 201 ? "created" : "updated";
}
