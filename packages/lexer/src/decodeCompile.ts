/**
 * Source decoding as `compile(bytes, …)` / `ast.parse(bytes)` do it (Parser/tokenizer/
 * string_tokenizer.c `decode_str` and helpers.c), which differs from the `tokenize` module's
 * `detect_encoding` (decode.ts):
 *  - newlines are translated first ("\r\n" and lone "\r" become "\n") and a final "\n" is added;
 *  - a BOM means UTF-8; a coding spec is looked for on line 1, and on line 2 only when line 1 is
 *    blank or a comment (`get_coding_spec`: a comment whose text contains "coding" followed by
 *    ':' or '=', optional blanks, then [A-Za-z0-9._-]+);
 *  - a BOM with a different cookie → "encoding problem: X with BOM" at that line;
 *  - a non-UTF-8 codec decodes the whole text strictly: its UnicodeDecodeError (or LookupError,
 *    "unknown encoding: X") becomes a SyntaxError with lineno 0 and offset -1;
 *  - UTF-8 text is validated byte by byte: "Non-UTF-8 code starting with '\xNN' on line N, but no
 *    encoding declared; …" at the offending character.
 * Null bytes are not handled here (CPython's `compile` rejects them before decoding).
 */
import { PySyntaxError } from "./errors.js";
import { getNormalName } from "./decode.js";
import { NON_TEXT_CODECS, lookupCodec } from "./codecs.js";

export interface CompileDecodedSource {
  /** The decoded text, newlines translated, ending in "\n" unless empty. */
  readonly text: string;
  /** The declared or implied encoding (`tok->encoding`): "utf-8" for a BOM, the cookie's name, or null. */
  readonly encoding: string | null;
}

const utf8Lenient = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

/**
 * `translate_newlines` for text (`compile(str)`): "\r\n" and lone "\r" become "\n"; with
 * `execInput` ('exec' mode), a final "\n" is added when missing.
 */
export function translateNewlines(text: string, execInput = true): string {
  let out = text.replace(/\r\n?/g, "\n");
  if (execInput && out.length > 0 && !out.endsWith("\n")) out += "\n";
  return out;
}

function translateNewlinesBytes(input: Uint8Array, execInput: boolean): Uint8Array {
  const out = new Uint8Array(input.length + 1);
  let n = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (c === 13) {
      out[n++] = 10;
      if (input[i + 1] === 10) i++;
    } else {
      out[n++] = c;
    }
  }
  if (execInput && n > 0 && out[n - 1] !== 10) out[n++] = 10;
  return out.subarray(0, n);
}

/** `valid_utf8`: length of the valid sequence at `i`, or 0. */
function validUtf8(s: Uint8Array, i: number): number {
  const c = s[i]!;
  if (c < 0x80) return 1;
  let expected: number;
  const c1 = s[i + 1] ?? 0;
  if (c < 0xe0) {
    if (c < 0xc2) return 0;
    expected = 1;
  } else if (c < 0xf0) {
    if (c === 0xe0 && c1 < 0xa0) return 0;
    if (c === 0xed && c1 >= 0xa0) return 0;
    expected = 2;
  } else if (c < 0xf5) {
    if (c1 < 0x90 ? c === 0xf0 : c === 0xf4) return 0;
    expected = 3;
  } else {
    return 0;
  }
  for (let k = expected; k > 0; k--) {
    const b = s[i + k] ?? 0;
    if (b < 0x80 || b >= 0xc0) return 0;
  }
  return expected + 1;
}

/** Python's UTF-8 decode error at the first bad sequence: [start, end, reason], or null if valid. */
function utf8DecodeError(s: Uint8Array): [number, number, string] | null {
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else return [i, i + 1, "invalid start byte"];
    let k = 1;
    for (; k <= need; k++) {
      if (i + k >= s.length) return [i, s.length, "unexpected end of data"];
      const b = s[i + k]!;
      const bl = k === 1 ? lo : 0x80;
      const bh = k === 1 ? hi : 0xbf;
      if (b < bl || b > bh) return [i, i + k, "invalid continuation byte"];
    }
    i += need + 1;
  }
  return null;
}

function decodeErrorMessage(codec: string, start: number, end: number, byte: number, reason: string): string {
  if (end - start === 1) return `'${codec}' codec can't decode byte 0x${byte.toString(16).padStart(2, "0")} in position ${start}: ${reason}`;
  return `'${codec}' codec can't decode bytes in position ${start}-${end - 1}: ${reason}`;
}

/** `get_coding_spec` over bytes [from, from + size). */
function getCodingSpec(s: Uint8Array, from: number, size: number): string | null {
  let i = 0;
  for (; i < size - 6; i++) {
    const c = s[from + i];
    if (c === 35) break;
    if (c !== 32 && c !== 9 && c !== 12) return null;
  }
  for (; i < size - 6; i++) {
    const t0 = from + i;
    if (s[t0] === 99 && s[t0 + 1] === 111 && s[t0 + 2] === 100 && s[t0 + 3] === 105 && s[t0 + 4] === 110 && s[t0 + 5] === 103) {
      let t = t0 + 6;
      if (s[t] !== 58 && s[t] !== 61) continue;
      do t++;
      while (s[t] === 32 || s[t] === 9);
      const begin = t;
      for (;;) {
        const c = s[t];
        if (c === undefined) break;
        const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95 || c === 46;
        if (!ok) break;
        t++;
      }
      if (begin < t) return getNormalName(String.fromCharCode(...s.subarray(begin, t)));
    }
  }
  return null;
}

/**
 * Decodes source bytes as `compile()` does; throws `PySyntaxError` with CPython's fields.
 * `execInput` is false for the 'eval' and 'single' modes (no final newline added).
 */
export function decodeSourceForCompile(input: Uint8Array, filename = "<string>", execInput = true): CompileDecodedSource {
  let s = translateNewlinesBytes(input, execInput);
  let encoding: string | null = null;
  if (s.length >= 3 && s[0] === 0xef && s[1] === 0xbb && s[2] === 0xbf) {
    s = s.subarray(3);
    encoding = "utf-8";
  }
  const initError = (msg: string) =>
    new PySyntaxError({ msg, filename, lineno: 0, offset: -1, end_lineno: null, end_offset: null, text: null });

  let enc: string | null = null;
  let seeking = true;
  const checkLine = (from: number, size: number, lineno: number): void => {
    const cs = getCodingSpec(s, from, size);
    if (cs === null) {
      for (let i = 0; i < size; i++) {
        const c = s[from + i];
        if (c === 35 || c === 10 || c === 13) break;
        if (c !== 32 && c !== 9 && c !== 12) {
          seeking = false;
          break;
        }
      }
      return;
    }
    seeking = false;
    if (encoding === null) {
      if (cs !== "utf-8") enc = cs;
      encoding = cs;
    } else if (encoding !== cs) {
      let lineEnd = s.indexOf(10, from);
      if (lineEnd < 0) lineEnd = s.length;
      throw new PySyntaxError({
        msg: `encoding problem: ${cs} with BOM`,
        filename,
        lineno,
        offset: 0,
        end_lineno: lineno,
        end_offset: size,
        text: utf8Lenient.decode(s.subarray(from, lineEnd)),
      });
    }
  };
  const nl0 = s.indexOf(10);
  if (nl0 >= 0) {
    checkLine(0, nl0, 1);
    const nl1 = s.indexOf(10, nl0 + 1);
    if (enc === null && seeking && nl1 >= 0) checkLine(nl0 + 1, nl1 - nl0, 2);
  }

  if (enc !== null) {
    const codec = lookupCodec(enc);
    if (codec === null) throw initError(`unknown encoding: ${enc}`);
    if (NON_TEXT_CODECS.has(codec.name)) throw initError(`'${enc}' is not a text encoding; use codecs.decode() to handle arbitrary codecs`);
    const text = codec.decode(s, true);
    if (text === null) {
      // Locate the first undecodable byte as the codec reports it.
      if (codec.name === "utf-8") {
        const [a, b, why] = utf8DecodeError(s)!;
        throw initError(decodeErrorMessage("utf-8", a, b, s[a]!, why));
      }
      let i = 0;
      while (i < s.length && codec.decode(s.subarray(i, i + 1), true) !== null) i++;
      const name = codec.name === "ascii" ? "ascii" : "charmap";
      const why = codec.name === "ascii" ? "ordinal not in range(128)" : "character maps to <undefined>";
      throw initError(decodeErrorMessage(name, i, i + 1, s[i] ?? 0, why));
    }
    return { text, encoding };
  }

  // UTF-8: `_PyTokenizer_ensure_utf8` over the whole text.
  let lineno = 1;
  let col = 0;
  let lineStart = 0;
  for (let i = 0; i < s.length; ) {
    const len = validUtf8(s, i);
    if (len === 0) {
      let lineEnd = s.indexOf(10, lineStart);
      if (lineEnd < 0) lineEnd = s.length;
      const byte = s[i]!.toString(16).padStart(2, "0");
      throw new PySyntaxError({
        msg: `Non-UTF-8 code starting with '\\x${byte}' on line ${lineno}, but no encoding declared; see https://peps.python.org/pep-0263/ for details`,
        filename,
        lineno,
        offset: col + 1,
        end_lineno: lineno,
        end_offset: col + 1,
        text: utf8Lenient.decode(s.subarray(lineStart, lineEnd)),
      });
    }
    col++;
    if (s[i] === 10) {
      lineno++;
      col = 0;
      lineStart = i + 1;
    }
    i += len;
  }
  return { text: utf8Lenient.decode(s), encoding };
}
