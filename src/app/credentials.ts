/**
 * What Probot does not refuse by itself. `probot run` with `NODE_ENV=production` stops when
 * `APP_ID` or the private key is missing (instead of serving its setup page), but without
 * `WEBHOOK_SECRET` it starts and checks signatures against its public default secret,
 * "development": anyone who can reach the server could then send it webhooks it trusts.
 */
export function checkWebhookSecret(env: NodeJS.ProcessEnv): { warning: string | null } {
  if ((env["WEBHOOK_SECRET"] ?? "").trim() !== "") return { warning: null };
  const why = 'without it Probot accepts deliveries signed with its public default secret, "development"';
  if (env["NODE_ENV"] === "production") {
    throw new Error(
      `WEBHOOK_SECRET is missing, and is required in production (NODE_ENV=production): ${why}. Set it to the App's webhook secret.`,
    );
  }
  return { warning: `WEBHOOK_SECRET is not set: ${why}. Set it before the server is reachable from outside.` };
}
