import { createRequire as __ralphCreateRequire } from 'node:module'; const require = __ralphCreateRequire(import.meta.url);
import {
  REMOTE_FRESH_MS,
  Workspace,
  removePrivateFolders,
  removePrivateFoldersOnExit
} from "./chunk-XAHFDLMH.js";
import "./chunk-UXDA4QGA.js";
import "./chunk-LJWVXP2H.js";
export {
  REMOTE_FRESH_MS,
  Workspace,
  removePrivateFolders,
  removePrivateFoldersOnExit
};
