#!/usr/bin/env bash
# Releases the action and the npm package, as actions/typescript-action's script/release does: the
# version tag vX.Y.Z on HEAD, and the major tag vX moved to it, so that `uses: ralph-bot/ralph-bot@v0`
# follows the newest v0.y.z while `@v0.1.0` or `@<commit sha>` stays put.
#
#   scripts/release.sh vX.Y.Z --prepare   set package.json's version, move CHANGELOG.md's Unreleased
#                                         entries under X.Y.Z and today's date, bundle dist/; commit
#                                         that and merge it to the default branch
#   scripts/release.sh vX.Y.Z             check and tag locally; print what to push
#   scripts/release.sh vX.Y.Z --push      the same, then push both tags to origin in one atomic push
#
# .github/workflows/release.yml runs it without --push and pushes in a step of its own, so the
# token is only in that step. Refuses, before changing or tagging anything, when:
#   - the version is not vX.Y.Z, or (tagging) package.json's "version" is not X.Y.Z;
#   - (tagging) CHANGELOG.md has no entry for X.Y.Z; (preparing) nothing is under Unreleased;
#   - the working tree has changes (the tag must name what is committed);
#   - (tagging) dist/ differs from a fresh bundle (`npm run check-dist`): the action runs dist/ as committed;
#   - the tag exists, or a newer release tag does (a major tag never moves backwards).
set -euo pipefail

version=${1:-}
push=false
prepare=false
case "${2:-}" in
  --push) push=true ;;
  --prepare) prepare=true ;;
  "") ;;
  *) echo "release: unknown option '$2' (usage: scripts/release.sh vX.Y.Z [--prepare | --push])" >&2; exit 1 ;;
esac
scripts=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

fail() { echo "release: $*" >&2; exit 1; }

[[ $version =~ ^v(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] ||
  fail "the version must look like v1.2.3, not '$version' (usage: scripts/release.sh vX.Y.Z [--prepare | --push])"
major="v${BASH_REMATCH[1]}"

cd "$(git rev-parse --show-toplevel)"

[ -z "$(git status --porcelain)" ] || fail "the working tree has changes; commit or stash them first:
$(git status --short)"

if git rev-parse -q --verify "refs/tags/$version" >/dev/null; then
  fail "the tag $version exists already (on $(git rev-parse --short "$version^{commit}")); releases are never re-tagged"
fi
newest=$(git tag --list 'v*.*.*' | grep -E '^v[0-9]+\.[0-9]+\.[0-9]+$' | sort -V | tail -n 1 || true)
if [ -n "$newest" ] && [ "$(printf '%s\n%s\n' "$newest" "$version" | sort -V | tail -n 1)" != "$version" ]; then
  fail "$newest is newer than $version; release a version above it"
fi

if $prepare; then
  # The changelog first: it refuses without writing anything.
  moved=$(node "$scripts/changelog.mjs" release "${version#v}" "$(date -u +%F)" 2>&1) || fail "${moved#changelog: }"
  npm version --no-git-tag-version --allow-same-version "${version#v}" >/dev/null
  npm run -s bundle
  echo "Prepared $version: package.json, CHANGELOG.md and dist/. Commit them (git commit -am \"Release $version\"),"
  echo "merge that to the default branch, then run the release workflow with version $version (docs/release.md)."
  exit 0
fi

package_version=$(node -p 'require("./package.json").version')
[ "v$package_version" = "$version" ] ||
  fail "package.json says version $package_version: run scripts/release.sh $version --prepare and commit that first"

notes=$(node "$scripts/changelog.mjs" notes "${version#v}" 2>&1 >/dev/null) || fail "${notes#changelog: }"

npm run -s check-dist || fail "dist/ is not a fresh bundle of the sources: run 'npm run bundle' and commit dist/"

sha=$(git rev-parse HEAD)
git tag --annotate "$version" --message "$version"
git tag --force --annotate "$major" --message "$major: $version"
echo "Tagged $version and moved $major to ${sha}."

if [ -n "${GITHUB_OUTPUT:-}" ]; then
  { echo "version=$version"; echo "major=$major"; echo "sha=$sha"; } >>"$GITHUB_OUTPUT"
fi

# The version tag is pushed without force (GitHub refuses it if it exists there); only the
# major tag moves. --atomic: both or neither.
if $push; then
  git push --atomic origin "refs/tags/$version" "+refs/tags/$major"
else
  echo "To publish: git push --atomic origin refs/tags/$version +refs/tags/$major"
fi
