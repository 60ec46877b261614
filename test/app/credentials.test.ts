/**
 * In production (`NODE_ENV=production`, as the App server tests run it) the App refuses to
 * start without its credentials instead of serving Probot's setup page or trusting Probot's
 * default webhook secret; docs/app.md and docs/setup.md say so.
 */
import { describe, expect, it } from "vitest";
import { checkWebhookSecret } from "../../src/app/credentials.js";
import { useAppFixture } from "./fixture.js";

const t = useAppFixture();

describe("starting without credentials", () => {
  it("stops at once without APP_ID (Probot's own refusal: no setup mode in production)", async () => {
    await expect(t.startApp({ APP_ID: "" })).rejects.toThrow(/App ID is missing, and is required to run in production mode/);
  });

  it("stops at once without the private key (Probot's own refusal)", async () => {
    await expect(t.startApp({ PRIVATE_KEY: "" })).rejects.toThrow(/Certificate is missing, and is required to run in production mode/);
  });

  it("stops at once without WEBHOOK_SECRET, which Probot alone would replace by its public default", async () => {
    await expect(t.startApp({ WEBHOOK_SECRET: " " })).rejects.toThrow(/WEBHOOK_SECRET is missing, and is required in production/);
  });
});

describe("checkWebhookSecret", () => {
  it("passes a set secret, refuses a missing one in production and only warns about it elsewhere", () => {
    expect(checkWebhookSecret({ NODE_ENV: "production", WEBHOOK_SECRET: "s3cret" })).toEqual({ warning: null });
    expect(() => checkWebhookSecret({ NODE_ENV: "production" })).toThrow(/^WEBHOOK_SECRET is missing.*"development"/);
    expect(checkWebhookSecret({ NODE_ENV: "development", WEBHOOK_SECRET: "" }).warning).toMatch(/^WEBHOOK_SECRET is not set/);
    expect(checkWebhookSecret({}).warning).toMatch(/^WEBHOOK_SECRET is not set/);
  });
});
