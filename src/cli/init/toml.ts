// Just enough of TOML (and of setup.cfg's INI) for init: each table's keys with their values' raw text.
/** Table name → key → the value's text, as written (an array may span lines). */
export type Tables = ReadonlyMap<string, ReadonlyMap<string, string>>;

const HEADER = /^\s*\[\s*([^[\]]+?)\s*\]\s*(?:#.*)?$/;
/** An array of tables (`[[tool.poetry.source]]`): nothing init reads. */
const ARRAY_HEADER = /^\s*\[\[/;
/** A key and its `=` (or INI's `:`), never a `==` inside a requirement. */
const KEY = /^\s*(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_.-]+))\s*[=:](?!=)(.*)$/;
const COMMENT = /^\s*[#;]/;

/** The tables of `source`; keys before the first header lie in the table "". */
export function tables(source: string): Tables {
  const found = new Map<string, Map<string, string>>([["", new Map()]]);
  let table = found.get("") as Map<string, string>;
  let key: string | null = null;
  for (const line of source.split(/\r?\n/)) {
    if (COMMENT.test(line)) continue;
    if (ARRAY_HEADER.test(line)) {
      table = new Map<string, string>();
      key = null;
      continue;
    }
    const header = HEADER.exec(line);
    if (header !== null) {
      const name = (header[1] ?? "").replace(/["']/g, "");
      table = found.get(name) ?? new Map<string, string>();
      found.set(name, table);
      key = null;
      continue;
    }
    const entry = KEY.exec(line);
    if (entry !== null) {
      key = entry[1] ?? entry[2] ?? entry[3] ?? "";
      table.set(key, (entry[4] ?? "").trim());
    } else if (key !== null) table.set(key, `${table.get(key) ?? ""}\n${line.trim()}`);
  }
  return found;
}

/** The table `name`'s entries; none when it is missing. */
export function entries(found: Tables, name: string): [string, string][] {
  return [...(found.get(name) ?? new Map<string, string>())];
}
