/** The last `limit` chars, so a chatty agent cannot exhaust memory. */
export class OutputTail {
  #text = "";
  constructor(private readonly limit: number) {}

  push(chunk: string): void {
    this.#text += chunk;
    // Lazily, so each chunk does not copy the whole tail.
    if (this.#text.length > 2 * this.limit) this.#text = this.#text.slice(-this.limit);
  }

  text(): string {
    let text = this.limit === 0 ? "" : this.#text.slice(-this.limit);
    // Do not start with half of a surrogate pair.
    const first = text.charCodeAt(0);
    if (first >= 0xdc00 && first <= 0xdfff) text = text.slice(1);
    return text;
  }
}

export class ByteTail {
  #chunks: Buffer[] = [];
  #length = 0;
  constructor(private readonly limit: number) {}

  push(chunk: Buffer): void {
    this.#chunks.push(chunk);
    this.#length += chunk.length;
    if (this.#length > 2 * this.limit) this.#compact();
  }

  #compact(): void {
    const all = Buffer.concat(this.#chunks);
    const kept = all.subarray(Math.max(0, all.length - this.limit));
    this.#chunks = [Buffer.from(kept)];
    this.#length = kept.length;
  }

  /** A cut UTF-8 sequence skipped, ANSI codes removed. */
  text(): string {
    this.#compact();
    let bytes = this.#chunks[0] ?? Buffer.alloc(0);
    let skip = 0;
    while (skip < bytes.length && skip < 3 && ((bytes[skip] ?? 0) & 0xc0) === 0x80) skip++;
    bytes = bytes.subarray(skip);
    return new TextDecoder("utf-8").decode(bytes).replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, "");
  }
}
