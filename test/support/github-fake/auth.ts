/**
 * Who a request acts as: a token from the `Authorization` header, or a GitHub App
 * JWT (for the `/app/...` routes), checked the way GitHub checks them.
 */
import { verify } from "node:crypto";
import { errorBody, HttpError } from "./http.js";
import type { FakeApp, FakeState } from "./state.js";

/** The credential of `Authorization: token X` or `Authorization: Bearer X`, else null. */
export function credentialOf(header: string | undefined): string | null {
  const found = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(header ?? "");
  return found?.[1] ?? null;
}

/** 401 as GitHub sends it for a missing or unknown credential. */
export function unauthorized(message = "Bad credentials"): HttpError {
  return new HttpError(401, errorBody(401, message));
}

/**
 * The app a JWT was issued by: it must be three base64url parts with JSON header and
 * payload, `iss` naming a registered app, an `exp` (seconds) still in the future, and,
 * when the app has a public key, a valid RS256 signature. Throws a 401 otherwise.
 */
export function appOfJwt(jwt: string, state: FakeState): FakeApp {
  const parts = jwt.split(".");
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || !header || !payload || !signature) {
    throw unauthorized("A JSON web token could not be decoded");
  }
  const claims = decodeJson(payload);
  const alg = decodeJson(header)["alg"];
  const issuer = Number(claims["iss"]);
  const app = Number.isInteger(issuer) ? state.apps.get(issuer) : undefined;
  if (!app) throw unauthorized("'Issuer' claim ('iss') must be an Integer naming a registered app");
  const exp = claims["exp"];
  if (typeof exp !== "number" || exp * 1000 <= state.now().getTime()) {
    throw unauthorized(
      "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires",
    );
  }
  if (app.publicKey !== undefined) {
    const signed = Buffer.from(`${header}.${payload}`);
    const ok = alg === "RS256" && verify("RSA-SHA256", signed, app.publicKey, Buffer.from(signature, "base64url"));
    if (!ok) throw unauthorized("A JSON web token could not be decoded");
  }
  return app;
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    if (value !== null && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the same 401 as a non-object.
  }
  throw unauthorized("A JSON web token could not be decoded");
}
