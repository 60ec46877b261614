import type { RalphOctokit } from "./client.js";

export interface AppIdentityClient {
  rest: { apps: Pick<RalphOctokit["rest"]["apps"], "getAuthenticated"> };
}

/** `<slug>[bot]` from `GET /app` with the App's JWT. */
export async function appBotLogin(octokit: AppIdentityClient): Promise<string> {
  const { data } = await octokit.rest.apps.getAuthenticated();
  if (!data?.slug) throw new Error("GET /app answered without the App's slug");
  return `${data.slug}[bot]`;
}
