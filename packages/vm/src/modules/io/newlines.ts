/**
 * What textio.c's IncrementalNewlineDecoder does, as plain functions the text streams share
 * (TextIOWrapper, StringIO), and text positions counted in code points as Python's str counts
 * them (a JS string counts UTF-16 units).
 */
export const SEEN_CR = 1;
export const SEEN_LF = 2;
export const SEEN_CRLF = 4;

/** The newline decoder's state: a '\r' held back (it may start "\r\n"), and the kinds seen. */
export interface NewlineState {
  pendingCR: boolean;
  seennl: number;
  translate: boolean;
}

export function newNewlineState(translate: boolean): NewlineState {
  return { pendingCR: false, seennl: 0, translate };
}

/** _PyIncrementalNewlineDecoder_decode's work on an already decoded `output`. */
export function decodeNewlines(st: NewlineState, output: string, final: boolean): string {
  if (st.pendingCR && (final || output.length > 0)) {
    output = "\r" + output;
    st.pendingCR = false;
  }
  if (!final && output.length > 0 && output.charCodeAt(output.length - 1) === 13) {
    output = output.slice(0, -1);
    st.pendingCR = true;
  }
  if (output.indexOf("\r") < 0) {
    if (output.indexOf("\n") >= 0) st.seennl |= SEEN_LF;
    return output;
  }
  const crlf = output.indexOf("\r\n") >= 0;
  if (crlf) st.seennl |= SEEN_CRLF;
  if (/\r(?!\n)/.test(output)) st.seennl |= SEEN_CR;
  if (/(^|[^\r])\n/.test(output)) st.seennl |= SEEN_LF;
  if (st.translate) return output.replace(/\r\n?/g, "\n");
  return output;
}

/** The `newlines` value of `seennl` as names (null: none seen). */
export function newlinesNames(seennl: number): string[] | null {
  const names: string[] = [];
  if (seennl & SEEN_CR) names.push("\r");
  if (seennl & SEEN_LF) names.push("\n");
  if (seennl & SEEN_CRLF) names.push("\r\n");
  return names.length === 0 ? null : names;
}

const ASTRAL = /[\uD800-\uDFFF]/;

/** Whether `s` has characters outside the BMP (its UTF-16 length then overcounts). */
export function hasAstral(s: string): boolean {
  return ASTRAL.test(s);
}

/** len(s) as Python counts it. */
export function cpLen(s: string): number {
  if (!ASTRAL.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** The UTF-16 index of code point `n` in `s` (s.length when past the end). */
export function cpIndex(s: string, n: number): number {
  if (!ASTRAL.test(s)) return Math.min(n, s.length);
  let i = 0;
  for (let k = 0; k < n && i < s.length; k++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      i += d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
    } else i++;
  }
  return i;
}

/**
 * _PyIO_find_line_ending: the end (UTF-16 index just past the terminator) of the first line of
 * `s` from `start`, or -1. `translated`: only "\n" ends lines; `universal`: "\r", "\n", "\r\n";
 * else `readnl`. A "\r" at the very end in universal mode is reported as -1 (more may follow)
 * unless `final`.
 */
export function findLineEnding(s: string, start: number, translated: boolean, universal: boolean, readnl: string, final = true): number {
  if (translated) {
    const i = s.indexOf("\n", start);
    return i < 0 ? -1 : i + 1;
  }
  if (universal) {
    for (let i = start; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 10) return i + 1;
      if (c === 13) {
        if (i + 1 < s.length) return s.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
        return final ? i + 1 : -1;
      }
    }
    return -1;
  }
  const i = s.indexOf(readnl, start);
  return i < 0 ? -1 : i + readnl.length;
}
