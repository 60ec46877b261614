/**
 * The in-process reads of the git directory's small files: bytes of a regular file, a word for
 * anything else, and never a wait on a FIFO the agent may have put in a file's place.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderEntries, lstatOrNull, readFileState, readRegularFile } from "../../src/workspace/file-read.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "ralph-file-read-"));
  await writeFile(join(dir, "config"), "[core]\n");
  await symlink(join(dir, "config"), join(dir, "link"));
  await mkdir(join(dir, "folder"));
  execFileSync("mkfifo", [join(dir, "fifo")]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("readFileState", () => {
  it("gives a regular file's bytes, following a link only when asked", () => {
    expect(readFileState(join(dir, "config"), { follow: false })).toEqual(Buffer.from("[core]\n"));
    expect(readFileState(join(dir, "link"), { follow: true })).toEqual(Buffer.from("[core]\n"));
    expect(readFileState(join(dir, "link"), { follow: false })).toBe("unreadable: ELOOP");
  });

  it("names what stands in the way, the same word at each read, and does not wait on a FIFO with no writer", () => {
    expect(readFileState(join(dir, "absent"), { follow: true })).toBe("unreadable: ENOENT");
    expect(readFileState(join(dir, "folder"), { follow: true })).toBe("unreadable: EISDIR");
    expect(readFileState(join(dir, "fifo"), { follow: true })).toBe("unreadable: not a regular file");
    expect(readFileState(join(dir, "fifo"), { follow: true })).toBe("unreadable: not a regular file");
  });
});

describe("readRegularFile, lstatOrNull, folderEntries", () => {
  it("read a regular file only, tell an absent path, and list a folder but not a link to one", async () => {
    expect(readRegularFile(join(dir, "config"))?.toString()).toBe("[core]\n");
    for (const other of ["link", "folder", "fifo", "absent"]) expect(readRegularFile(join(dir, other))).toBeNull();
    expect(lstatOrNull(join(dir, "link"))?.isSymbolicLink()).toBe(true);
    expect(lstatOrNull(join(dir, "config", "below"))).toBeNull();
    await symlink(join(dir, "folder"), join(dir, "folder-link"));
    await writeFile(join(dir, "folder", "HEAD"), "ref: refs/heads/main\n");
    expect(folderEntries(join(dir, "folder"))?.map((entry) => entry.name)).toEqual(["HEAD"]);
    expect(folderEntries(join(dir, "folder-link"))).toBeNull();
    expect(folderEntries(join(dir, "absent"))).toBeNull();
  });
});
