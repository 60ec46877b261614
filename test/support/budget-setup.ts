/**
 * Scales the test file's time budgets with the machine's load when the file starts (vitest
 * `setupFiles`): the config provides `quietTimeoutMs`, the budget of one test or hook on a quiet
 * machine.
 */
import { inject, vi } from "vitest";
import { budget } from "./budget.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A test's or hook's time budget on a quiet machine, in ms. */
    quietTimeoutMs: number;
  }
}

const scaled = budget(inject("quietTimeoutMs"));
vi.setConfig({ testTimeout: scaled, hookTimeout: scaled });
