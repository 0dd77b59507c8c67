/**
 * Source decoding (PEP 263), as `tokenize.detect_encoding` and the C tokenizer's readline path
 * do it: a UTF-8 BOM, or a coding cookie on line 1 (or line 2 when line 1 is blank or a
 * comment), else UTF-8. The line(s) read to find the encoding are checked strictly (null bytes,
 * undecodable bytes); the rest is decoded with errors='replace', as `tok_readline_string` does.
 */
import { PyEncodingError } from "./errors.js";
import { reprStr } from "./repr.js";
import { lookupCodec } from "./codecs.js";

export interface DecodedSource {
  /** The source text (without the BOM). */
  readonly text: string;
  /** What `tokenize` reports in its ENCODING token ('utf-8' when a BOM was found). */
  readonly encoding: string;
  /** `detect_encoding`'s answer ('utf-8-sig' when a BOM was found). */
  readonly detectedEncoding: string;
  readonly bom: boolean;
}

const COOKIE_RE = /^[ \t\f]*#[^\n]*?coding[:=][ \t]*([-\w.]+)/;
const BLANK_RE = /^[ \t\f]*(?:[#\r\n]|$)/;

/** `_get_normal_name` (as Parser/tokenizer/helpers.c `get_normal_name`). */
export function getNormalName(orig: string): string {
  const enc = orig.slice(0, 12).toLowerCase().replace(/_/g, "-");
  if (enc === "utf-8" || enc.startsWith("utf-8-")) return "utf-8";
  if (
    enc === "latin-1" ||
    enc === "iso-8859-1" ||
    enc === "iso-latin-1" ||
    enc.startsWith("latin-1-") ||
    enc.startsWith("iso-8859-1-") ||
    enc.startsWith("iso-latin-1-")
  ) {
    return "iso-8859-1";
  }
  return orig;
}

function latin1(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    s += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 8192)));
  }
  return s;
}

/** Splits off the first line as `readline()` would (through b'\n'). */
function readLine(bytes: Uint8Array, from: number): number {
  const nl = bytes.indexOf(10, from);
  return nl < 0 ? bytes.length : nl + 1;
}

/**
 * Decodes a Python source file. Throws `PyEncodingError` with `detect_encoding`'s messages
 * (`filename` appears in them as `repr(filename)` when given).
 */
export function decodeSource(bytes: Uint8Array, filename?: string): DecodedSource {
  let pos = 0;
  let bom = false;
  let defaultEnc = "utf-8";
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    bom = true;
    pos = 3;
    defaultEnc = "utf-8-sig";
  }
  const fail = (msg: string): never => {
    throw new PyEncodingError({ msg, filename: filename ?? "<string>", lineno: 0, offset: 0, end_lineno: null, end_offset: null, text: null });
  };
  const forName = filename !== undefined ? ` for ${reprStr(filename)}` : "";

  const check = (from: number, to: number, encoding: string): void => {
    const part = bytes.subarray(from, to);
    if (part.indexOf(0) >= 0) fail("source code cannot contain null bytes");
    const codec = lookupCodec(encoding);
    if (codec === null || codec.decode(part, true) === null) fail(`invalid or missing encoding declaration${forName}`);
  };

  const findCookie = (from: number, to: number): string | null => {
    const m = COOKIE_RE.exec(latin1(bytes.subarray(from, to)));
    if (m === null) return null;
    let encoding = getNormalName(m[1]!);
    if (lookupCodec(encoding) === null) {
      fail(filename === undefined ? `unknown encoding: ${encoding}` : `unknown encoding for ${reprStr(filename)}: ${encoding}`);
    }
    if (bom) {
      if (encoding !== "utf-8") fail(filename === undefined ? "encoding problem: utf-8" : `encoding problem for ${reprStr(filename)}: utf-8`);
      encoding += "-sig";
    }
    return encoding;
  };

  const finish = (encoding: string): DecodedSource => {
    const codec = lookupCodec(encoding);
    if (codec === null) return fail(`unknown encoding: ${encoding}`);
    const text = codec.decode(bytes.subarray(pos), false)!;
    return { text, encoding: encoding === "utf-8-sig" ? "utf-8" : encoding, detectedEncoding: encoding, bom };
  };

  const firstEnd = readLine(bytes, pos);
  if (firstEnd === pos) return finish(defaultEnc);

  let encoding = findCookie(pos, firstEnd);
  if (encoding !== null) {
    check(pos, firstEnd, encoding);
    return finish(encoding);
  }
  if (!BLANK_RE.test(latin1(bytes.subarray(pos, firstEnd)))) {
    check(pos, firstEnd, defaultEnc);
    return finish(defaultEnc);
  }
  const secondEnd = readLine(bytes, firstEnd);
  if (secondEnd === firstEnd) {
    check(pos, firstEnd, defaultEnc);
    return finish(defaultEnc);
  }
  encoding = findCookie(firstEnd, secondEnd);
  if (encoding !== null) {
    check(pos, secondEnd, encoding);
    return finish(encoding);
  }
  check(pos, secondEnd, defaultEnc);
  return finish(defaultEnc);
}
