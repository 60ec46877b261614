/**
 * After each test file (vitest `setupFiles`), the bot's private folders the file's in-process runs
 * made are removed, as the action and `ralph-bot run` remove theirs when they exit.
 */
import { afterAll } from "vitest";
import { removePrivateFolders } from "../../src/workspace/private-folders.js";

afterAll(removePrivateFolders);
