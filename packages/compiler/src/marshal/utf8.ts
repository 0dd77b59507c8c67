/**
 * UTF-8 with the `surrogatepass` error handler, as marshal uses it for `str` (Objects/unicodeobject.c
 * `unicode_decode_utf8`, Objects/stringlib/codecs.h `utf8_decode`, Python/codecs.c
 * `PyCodec_SurrogatePassErrors`): lone surrogates travel as 3-byte sequences, anything else malformed
 * raises UnicodeDecodeError with CPython's message.
 */
import { PythonException } from "../errors.js";

const isCont = (b: number | undefined): boolean => b !== undefined && (b & 0xc0) === 0x80;

/** Classifies the malformed sequence at `i`: 0 = truncated, 1 = invalid start, 2..4 = invalid continuation at byte ch-1. */
function classify(b: Uint8Array, i: number, end: number): number {
  const ch = b[i]!;
  const left = end - i;
  if (ch < 0xc2) return 1;
  if (ch < 0xe0) return left < 2 ? 0 : 2;
  if (ch < 0xf0) {
    const ch2 = b[i + 1];
    if (left < 3) {
      if (left >= 2 && (!isCont(ch2) || (ch2! < 0xa0 ? ch === 0xe0 : ch === 0xed))) return 2;
      return 0;
    }
    if (!isCont(ch2) || (ch === 0xe0 && ch2! < 0xa0) || (ch === 0xed && ch2! >= 0xa0)) return 2;
    return 3;
  }
  if (ch < 0xf5) {
    const ch2 = b[i + 1];
    if (left < 4) {
      if (left >= 2) {
        if (!isCont(ch2) || (ch2! < 0x90 ? ch === 0xf0 : ch === 0xf4)) return 2;
        if (left >= 3 && !isCont(b[i + 2])) return 3;
      }
      return 0;
    }
    if (!isCont(ch2) || (ch === 0xf0 && ch2! < 0x90) || (ch === 0xf4 && ch2! >= 0x90)) return 2;
    if (!isCont(b[i + 2])) return 3;
    return 4;
  }
  return 1;
}

function decodeError(b: Uint8Array, start: number, end: number, reason: string): PythonException {
  const what =
    end - start === 1
      ? `byte 0x${b[start]!.toString(16).padStart(2, "0")} in position ${start}`
      : `bytes in position ${start}-${end - 1}`;
  return new PythonException("UnicodeDecodeError", `'utf-8' codec can't decode ${what}: ${reason}`);
}

/** Decodes `bytes` as UTF-8 with `surrogatepass`; throws UnicodeDecodeError as CPython does. */
export function decodeUtf8SurrogatePass(bytes: Uint8Array): string {
  const n = bytes.length;
  let out = "";
  let i = 0;
  let runStart = 0;
  const fast = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  while (i < n) {
    const ch = bytes[i]!;
    if (ch < 0x80) {
      i++;
      continue;
    }
    // Well-formed multi-byte sequence?
    let len = 0;
    if (ch >= 0xc2 && ch < 0xe0 && isCont(bytes[i + 1])) len = 2;
    else if (ch >= 0xe0 && ch < 0xf0 && isCont(bytes[i + 1]) && isCont(bytes[i + 2])) {
      const ch2 = bytes[i + 1]!;
      if (!(ch === 0xe0 && ch2 < 0xa0) && !(ch === 0xed && ch2 >= 0xa0)) len = 3;
    } else if (ch >= 0xf0 && ch < 0xf5 && isCont(bytes[i + 1]) && isCont(bytes[i + 2]) && isCont(bytes[i + 3])) {
      const ch2 = bytes[i + 1]!;
      if (!(ch === 0xf0 && ch2 < 0x90) && !(ch === 0xf4 && ch2 >= 0x90)) len = 4;
    }
    if (len) {
      i += len;
      continue;
    }
    // Malformed: flush the good run, then let surrogatepass try, else raise.
    out += fast.decode(bytes.subarray(runStart, i));
    const kind = classify(bytes, i, n);
    const reason = kind === 0 ? "unexpected end of data" : kind === 1 ? "invalid start byte" : "invalid continuation byte";
    const errEnd = kind === 0 ? n : kind === 1 ? i + 1 : i + kind - 1;
    if (i + 3 <= n && (ch & 0xf0) === 0xe0 && isCont(bytes[i + 1]) && isCont(bytes[i + 2])) {
      const cp = ((ch & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f);
      if (cp >= 0xd800 && cp <= 0xdfff) {
        out += String.fromCharCode(cp);
        i += 3;
        runStart = i;
        continue;
      }
    }
    throw decodeError(bytes, i, errEnd, reason);
  }
  return out + fast.decode(bytes.subarray(runStart, n));
}

/** Encodes a JS string as UTF-8, writing lone surrogates as 3-byte sequences (`surrogatepass`). */
export function encodeUtf8SurrogatePass(s: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  }
  return Uint8Array.from(out);
}
