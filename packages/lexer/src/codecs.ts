/**
 * Codec lookup and decoding for source files. Names are resolved as `codecs.lookup` does
 * (lower-casing, `encodings.normalize_encoding`, the alias table); the decoders are exact for
 * UTF-8, Latin-1, ASCII and cp1252 (with cp1252's five undefined bytes), and go through
 * `TextDecoder` for other codecs where the runtime knows them.
 */
import { CHARMAP_TABLES, CODEC_ALIASES, CODEC_MODULES } from "./codecs.generated.js";

export interface Codec {
  /** `codecs.lookup(name).name`. */
  readonly name: string;
  /** Decodes; with `strict`, returns null on an undecodable byte, else replaces it with U+FFFD. */
  decode(bytes: Uint8Array, strict: boolean): string | null;
}

/** `encodings.normalize_encoding`. */
export function normalizeEncoding(encoding: string): string {
  let out = "";
  let punct = false;
  for (const c of encoding) {
    if (/^[\p{L}\p{N}]$/u.test(c) || c === ".") {
      if (punct && out) out += "_";
      if (c.charCodeAt(0) < 128) out += c;
      punct = false;
    } else {
      punct = true;
    }
  }
  return out;
}

function fromCharCodes(bytes: Uint8Array, map: (b: number) => number): string | null {
  const parts: string[] = [];
  let chunk: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const c = map(bytes[i]!);
    if (c < 0) return null;
    chunk.push(c);
    if (chunk.length === 8192) {
      parts.push(String.fromCharCode(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCharCode(...chunk));
  return parts.join("");
}

const utf8Strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const utf8Lenient = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

function utf8(bytes: Uint8Array, strict: boolean): string | null {
  if (!strict) return utf8Lenient.decode(bytes);
  try {
    return utf8Strict.decode(bytes);
  } catch {
    return null;
  }
}

/** cp1252's bytes 0x80..0x9F (0 where the codec leaves the byte undefined). */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];
function cp1252(bytes: Uint8Array, strict: boolean): string | null {
  return fromCharCodes(bytes, (b) => {
    if (b < 0x80 || b >= 0xa0) return b;
    const c = CP1252_HIGH[b - 0x80]!;
    return c !== 0 ? c : strict ? -1 : 0xfffd;
  });
}

const DECODERS: Record<string, (bytes: Uint8Array, strict: boolean) => string | null> = {
  "utf-8": utf8,
  "utf-8-sig": utf8,
  "iso8859-1": (bytes) => fromCharCodes(bytes, (b) => b),
  ascii: (bytes, strict) => fromCharCodes(bytes, (b) => (b < 0x80 ? b : strict ? -1 : 0xfffd)),
  cp1252,
};

function charmapFor(name: string): ((bytes: Uint8Array, strict: boolean) => string | null) | undefined {
  const table = CHARMAP_TABLES[name];
  if (table === undefined) return undefined;
  return (bytes, strict) => fromCharCodes(bytes, (b) => {
    const c = table.charCodeAt(b);
    return c !== 0xfffe ? c : strict ? -1 : 0xfffd;
  });
}

/** WHATWG labels for the multi-byte codecs a TextDecoder knows (their tables may differ in corners). */
const TEXT_DECODER_LABELS: Record<string, string> = {
  "utf-16": "utf-16le",
  "utf-16-le": "utf-16le",
  "utf-16-be": "utf-16be",
  shift_jis: "shift_jis",
  cp932: "shift_jis",
  euc_jp: "euc-jp",
  iso2022_jp: "iso-2022-jp",
  gbk: "gbk",
  gb2312: "gbk",
  gb18030: "gb18030",
  big5: "big5",
  cp950: "big5",
  euc_kr: "euc-kr",
  cp949: "euc-kr",
};

function textDecoderFor(name: string): ((bytes: Uint8Array, strict: boolean) => string | null) | undefined {
  const label = TEXT_DECODER_LABELS[name];
  if (label === undefined) return undefined;
  try {
    const strictDec = new TextDecoder(label, { fatal: true });
    const lenientDec = new TextDecoder(label, { fatal: false });
    return (bytes, strict) => {
      if (!strict) return lenientDec.decode(bytes);
      try {
        return strictDec.decode(bytes);
      } catch {
        return null;
      }
    };
  } catch {
    return undefined;
  }
}

/** Codecs `codecs.lookup` finds that are not text encodings (bytes-to-bytes, rot-13). */
export const NON_TEXT_CODECS: ReadonlySet<string> = new Set(["base64", "bz2", "hex", "quopri", "uu", "zlib", "rot-13"]);

/**
 * `codecs.lookup(name)`, or null where CPython raises LookupError. Decoding with a codec pyts
 * cannot decode (a non-text codec, or a multi-byte codec unknown to TextDecoder) throws a plain
 * Error carrying CPython's message where there is one.
 */
export function lookupCodec(name: string): Codec | null {
  const norm = normalizeEncoding(name.toLowerCase());
  const module = CODEC_ALIASES[norm] ?? CODEC_ALIASES[norm.replace(/\./g, "_")] ?? norm;
  const canonical = CODEC_MODULES[module] ?? (CODEC_ALIASES[norm] === undefined ? undefined : undefined);
  if (canonical === undefined) return null;
  if (NON_TEXT_CODECS.has(canonical)) {
    return {
      name: canonical,
      decode: () => {
        throw new Error(`'${canonical}' is not a text encoding; use codecs.decode() to handle arbitrary codecs`);
      },
    };
  }
  const decode =
    DECODERS[canonical] ??
    charmapFor(canonical) ??
    textDecoderFor(canonical) ??
    (() => {
      throw new Error(`pyts: no decoder for the source encoding ${JSON.stringify(canonical)}`);
    });
  return { name: canonical, decode };
}
