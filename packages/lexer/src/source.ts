/**
 * The source as the C tokenizer holds it: UTF-8 bytes (CPython converts every line to UTF-8
 * before lexing), plus the maps from byte offsets to code-point counts and to JS string indices
 * that turn the lexer's byte positions into `tokenize`'s character columns and token strings.
 *
 * A file whose last line lacks '\n' gets one appended, as `tok_underflow_readline` fakes it;
 * `implicitNewlineAt` is that byte's offset (-1 if none).
 */

const encoder = new TextEncoder();

export class SourceBuffer {
  /** UTF-8 bytes, with the implicit final newline appended when needed. */
  readonly bytes: Uint8Array;
  /** The same text as a JS string (with the implicit newline). */
  readonly text: string;
  readonly implicitNewlineAt: number;
  /** True when every byte is ASCII: byte offsets are then string indices and code-point counts. */
  readonly ascii: boolean;
  /** Offset of the first NUL byte, or -1. */
  readonly firstNull: number;
  /** For non-ASCII sources: code points before byte i (lead bytes counted). */
  private readonly cpAt: Uint32Array | undefined;
  /** For non-ASCII sources: UTF-16 units before byte i. */
  private readonly u16At: Uint32Array | undefined;

  /**
   * `appendNewline` (the readline tokenizer) adds the implicit final '\n'; the string tokenizer
   * (`compile(str)`) lexes the text as given.
   */
  constructor(text: string, appendNewline = true) {
    const needsNewline = appendNewline && text.length > 0 && text.charCodeAt(text.length - 1) !== 10;
    const full = needsNewline ? text + "\n" : text;
    this.text = full;
    // One native encoding; the text is ASCII exactly when it takes one byte per UTF-16 unit.
    const b = encoder.encode(full);
    const ascii = b.length === full.length;
    this.ascii = ascii;
    this.bytes = b;
    if (ascii) {
      this.cpAt = undefined;
      this.u16At = undefined;
    } else {
      const cp = new Uint32Array(b.length + 1);
      const u16 = new Uint32Array(b.length + 1);
      let ncp = 0;
      let nu = 0;
      for (let i = 0; i < b.length; i++) {
        const c = b[i]!;
        if ((c & 0xc0) !== 0x80) {
          // A lead (or ASCII) byte starts a code point.
          ncp++;
          nu += c >= 0xf0 ? 2 : 1;
        }
        cp[i + 1] = ncp;
        u16[i + 1] = nu;
      }
      this.cpAt = cp;
      this.u16At = u16;
    }
    this.implicitNewlineAt = needsNewline ? this.bytes.length - 1 : -1;
    this.firstNull = this.bytes.indexOf(0);
  }

  get length(): number {
    return this.bytes.length;
  }

  /** Number of code points in bytes [s, e). */
  chars(s: number, e: number): number {
    if (this.cpAt === undefined) return e - s;
    return this.cpAt[e]! - this.cpAt[s]!;
  }

  /** The text of bytes [s, e). */
  slice(s: number, e: number): string {
    if (this.u16At === undefined) return this.text.slice(s, e);
    return this.text.slice(this.u16At[s], this.u16At[e]);
  }

  /** Byte offset of the given code-point index within a string starting at byte `s`. */
  byteAfterChars(s: number, nchars: number): number {
    let i = s;
    const b = this.bytes;
    while (nchars > 0 && i < b.length) {
      const c = b[i]!;
      i += c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
      nchars--;
    }
    return i;
  }
}
