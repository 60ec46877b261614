import { createRequire as __ralphCreateRequire } from 'node:module'; const require = __ralphCreateRequire(import.meta.url);
import {
  record,
  string
} from "./chunk-DFRPSRW3.js";
import "./chunk-LJWVXP2H.js";

// src/action/handed-secrets.ts
var HandedSecrets = record(string(), string());
function parseHandedSecrets(text) {
  return HandedSecrets.parse(JSON.parse(text));
}
export {
  parseHandedSecrets
};
