/** A fenced code block the text cannot close. */
export function fenced(text: string, info = ""): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const marks = "`".repeat(longest + 1);
  return `${marks}${info}\n${text.replace(/\n$/, "")}\n${marks}`;
}
