/** The secrets the re-executed action reads from stdin; apart, so only that image loads zod. */
import * as z from "zod";

const HandedSecrets = z.record(z.string(), z.string());

/** @throws SyntaxError when `text` is not JSON; z.ZodError when it is not an object of strings. */
export function parseHandedSecrets(text: string): Record<string, string> {
  return HandedSecrets.parse(JSON.parse(text));
}
