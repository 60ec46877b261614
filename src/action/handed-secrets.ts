/**
 * What the re-executed action reads from its stdin (see `scrub.ts`): the secrets as a JSON object
 * of strings. A module of its own so that only the re-executed image loads zod (issue 20).
 */
import * as z from "zod";

const HandedSecrets = z.record(z.string(), z.string());

/**
 * The secrets in `text`, name → value.
 * @throws SyntaxError when `text` is not JSON; z.ZodError when it is not an object of strings.
 */
export function parseHandedSecrets(text: string): Record<string, string> {
  return HandedSecrets.parse(JSON.parse(text));
}
