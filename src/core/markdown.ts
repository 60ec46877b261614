/** A fenced code block the text cannot close. */
export function fenced(text: string, info = ""): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const marks = "`".repeat(longest + 1);
  return `${marks}${info}\n${text.replace(/\n$/, "")}\n${marks}`;
}

/** Columns of white space before a line's first character, a tab reaching the next multiple of four. */
export function indentColumns(line: string): number {
  let columns = 0;
  for (const char of line) {
    if (char === " ") columns++;
    else if (char === "\t") columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}
