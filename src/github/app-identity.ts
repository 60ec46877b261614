import type { RalphOctokit } from "./client.js";

/** The one call {@link appBotLogin} makes, typed from the action's client so that a Probot App's octokit can be passed too. */
export interface AppIdentityClient {
  rest: { apps: Pick<RalphOctokit["rest"]["apps"], "getAuthenticated"> };
}

/**
 * A GitHub App's own login, `<slug>[bot]` (the identity whose markers it trusts), from
 * `GET /app` asked with the App's own credentials (a JWT, not an installation token).
 * @throws Error when GitHub answers without the App's slug; the Octokit error when the call fails.
 */
export async function appBotLogin(octokit: AppIdentityClient): Promise<string> {
  const { data } = await octokit.rest.apps.getAuthenticated();
  if (!data?.slug) throw new Error("GET /app answered without the App's slug");
  return `${data.slug}[bot]`;
}
