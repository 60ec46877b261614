// A repository's Actions secret, sealed for its public key: the value leaves this machine only sealed.
import type { RalphOctokit } from "./client.js";
import type { RepositoryRef } from "./repository.js";

/** GitHub's `encrypted_value`. */
export async function sealSecret(value: string, publicKey: string): Promise<string> {
  // Loaded when a secret is set, not at every start of the command: its WebAssembly is large.
  const { default: sodium } = await import("libsodium-wrappers");
  await sodium.ready;
  const key = sodium.from_base64(publicKey, sodium.base64_variants.ORIGINAL);
  return sodium.to_base64(sodium.crypto_box_seal(sodium.from_string(value), key), sodium.base64_variants.ORIGINAL);
}

/** Seals `value` and sets secret `name`; a 403 or 404: the token may not manage secrets. */
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
