// CHANGELOG.md in Keep a Changelog form, for scripts/release.sh:
//
//   node scripts/changelog.mjs release X.Y.Z YYYY-MM-DD   moves what is under "## [Unreleased]" to a
//                                                        new "## [X.Y.Z] - YYYY-MM-DD" entry, and
//                                                        points the link references at the tags
//   node scripts/changelog.mjs notes X.Y.Z               prints that entry's text (the release notes)
//
// Exits 1 with the reason when the Unreleased section is empty or missing (release), or when the
// version has no entry (notes).
import { readFileSync, writeFileSync } from "node:fs";

const FILE = "CHANGELOG.md";
const [command, version, date] = process.argv.slice(2);

function fail(message) {
  console.error(`changelog: ${message}`);
  process.exit(1);
}

/** The lines of the section headed `## [name]…`: its heading's index and the index after its last line. */
function section(lines, name) {
  const start = lines.findIndex((line) => line.startsWith(`## [${name}]`));
  if (start < 0) return null;
  let end = lines.findIndex((line, index) => index > start && (line.startsWith("## ") || /^\[[^\]]+\]: /.test(line)));
  if (end < 0) end = lines.length;
  return { start, end };
}

/** The repository's web address from package.json's `repository`, or null. */
function repositoryUrl() {
  const { repository } = JSON.parse(readFileSync("package.json", "utf8"));
  const url = typeof repository === "string" ? repository : repository?.url;
  return typeof url === "string" ? url.replace(/^git\+/, "").replace(/\.git$/, "") : null;
}

const text = readFileSync(FILE, "utf8");
const lines = text.split("\n");

if (command === "release") {
  if (!/^\d+\.\d+\.\d+$/.test(version ?? "") || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? ""))
    fail("usage: changelog.mjs release X.Y.Z YYYY-MM-DD");
  if (section(lines, version) !== null) fail(`${FILE} has an entry for ${version} already`);
  const unreleased = section(lines, "Unreleased");
  if (unreleased === null) fail(`${FILE} has no "## [Unreleased]" section`);
  const body = lines.slice(unreleased.start + 1, unreleased.end);
  if (body.every((line) => line.trim() === "" || line.startsWith("### ")))
    fail(`${FILE} has nothing under "## [Unreleased]": say what this release changes there first`);
  lines.splice(unreleased.start + 1, unreleased.end - unreleased.start - 1, "", `## [${version}] - ${date}`, ...body);
  const web = repositoryUrl();
  if (web !== null) {
    const links = lines.filter((line) => /^\[[^\]]+\]: /.test(line) && !line.startsWith("[Unreleased]: "));
    const rest = lines.filter((line) => !/^\[[^\]]+\]: /.test(line));
    while (rest.at(-1) === "") rest.pop();
    rest.push("", `[Unreleased]: ${web}/compare/v${version}...HEAD`, `[${version}]: ${web}/releases/tag/v${version}`, ...links, "");
    writeFileSync(FILE, rest.join("\n"));
  } else {
    writeFileSync(FILE, lines.join("\n"));
  }
} else if (command === "notes") {
  const entry = section(lines, version ?? "");
  if (entry === null) fail(`${FILE} has no entry for ${version}: run scripts/release.sh v${version} --prepare first`);
  process.stdout.write(
    `${lines
      .slice(entry.start + 1, entry.end)
      .join("\n")
      .trim()}\n`,
  );
} else {
  fail("usage: changelog.mjs release X.Y.Z YYYY-MM-DD | notes X.Y.Z");
}
