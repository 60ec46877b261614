/** What Probot does not refuse by itself: no `WEBHOOK_SECRET` would trust its public default (docs/security.md). */
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
