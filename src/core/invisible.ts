// Characters a page renders as nothing, the carriers of smuggled text (docs/security.md).

/** A tag character that marks where hidden text was cut; {@link markableText} frees it in the input. */
export const REMOVED = "\u{e0001}";

/**
 * Format characters, but the sanitizer's zero-width space after `@`; tag characters (but
 * {@link REMOVED}); the supplement's variation selectors, and the basic block's but one after a character.
 */
const INVISIBLE = new RegExp(
  [
    String.raw`[\u00ad\u061c\u180e\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]`,
    String.raw`(?<!@)\u200b`,
    String.raw`[\u{e0000}\u{e0002}-\u{e007f}\u{e0100}-\u{e01ef}]`,
    String.raw`[\ufe00-\ufe0d]`,
    String.raw`(?<![^\ufe00-\ufe0f\u{e0100}-\u{e01ef}])[\ufe0e\ufe0f]`,
  ].join("|"),
  "gu",
);

/** A zero-width joiner that does not join two pictographs (as in 👩‍💻): invisible. */
const ZWJ = /(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/** The text with {@link REMOVED} taken by another tag character, which is read and counted the same. */
export function markableText(text: string): string {
  return text.replaceAll(REMOVED, "\u{e0002}");
}

/** The text without invisible characters, and how many went. */
export function withoutInvisible(text: string): { text: string; characters: number } {
  let characters = 0;
  const count = (): string => {
    characters++;
    return "";
  };
  return { text: text.replace(INVISIBLE, count).replace(ZWJ, count), characters };
}

/** Whether a character renders as nothing wherever it stands. */
export function isInvisible(char: string): boolean {
  return char === "\u200d" || char === "\u200b" || /^[\ufe00-\ufe0f]$/.test(char) || withoutInvisible(char).text === "";
}
