/** The author of the run's commits, bot and agent alike. */
export const RALPH_GIT_IDENTITY: Readonly<{ name: string; email: string }> = Object.freeze({
  name: "ralph-bot",
  email: "ralph-bot@users.noreply.github.com",
});

/** Git's environment outranks configuration: an agent's `git commit` works anywhere. */
export function gitIdentityEnv(identity: { name: string; email: string } = RALPH_GIT_IDENTITY): Record<string, string> {
  return {
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
  };
}
