/** Who the run's commits are by: the bot's own commits and the agent's (design contract: the agent may commit). */
export const RALPH_GIT_IDENTITY: Readonly<{ name: string; email: string }> = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com",
});

/**
 * The identity as git's environment variables, so an agent's own `git commit` works on a runner
 * that has no `user.name` configured. The environment outranks configuration.
 */
export function gitIdentityEnv(identity: { name: string; email: string } = RALPH_GIT_IDENTITY): Record<string, string> {
  return {
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
  };
}
