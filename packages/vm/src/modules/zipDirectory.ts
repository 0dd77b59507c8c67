/**
 * Reading a Zip archive (what Lib/zipimport.py's `_read_directory` and `_get_data` do): the
 * end-of-central-directory record, the central directory's entries by name, and an entry's data,
 * stored or deflated (inflated with node:zlib). The archive is read once and kept, per path and
 * modification time, as zipimport's `_zip_directory_cache` keeps its table of contents.
 */
import { readFileSync, statSync } from "node:fs";
import { inflateRawSync } from "node:zlib";

/** One central-directory entry (zipimport's toc entry). */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  size: number;
  /** Offset of the entry's local file header. */
  headerOffset: number;
}

export interface ZipDirectory {
  archive: string;
  bytes: Uint8Array;
  entries: Map<string, ZipEntry>;
  /** Every directory in the archive, `a/b/`, listed or implied by a file's name (as _read_directory adds them). */
  dirs: Set<string>;
}

/** Why an archive or an entry cannot be read (zipimport's ZipImportError messages). */
export class ZipReadError extends Error {}

const EOCD_SIG = 0x06054b50;
const CDIR_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

const cache = new Map<string, { mtimeMs: number; dir: ZipDirectory }>();

function u16(b: Uint8Array, o: number): number {
  return b[o]! | (b[o + 1]! << 8);
}

function u32(b: Uint8Array, o: number): number {
  return (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
}

/** Does the file at `path` end in a Zip end-of-central-directory record? (No exception.) */
export function isZipFile(path: string): boolean {
  try {
    readZipDirectory(path);
    return true;
  } catch {
    return false;
  }
}

/** The table of contents of the archive at `path` (cached while the file is unchanged). */
export function readZipDirectory(path: string): ZipDirectory {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    throw new ZipReadError(`can't open Zip file: '${path}'`);
  }
  const hit = cache.get(path);
  if (hit !== undefined && hit.mtimeMs === mtimeMs) return hit.dir;
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new ZipReadError(`can't open Zip file: '${path}'`);
  }
  const dir = parseDirectory(path, bytes);
  cache.set(path, { mtimeMs, dir });
  return dir;
}

function parseDirectory(archive: string, b: Uint8Array): ZipDirectory {
  const notZip = () => new ZipReadError(`not a Zip file: '${archive}'`);
  if (b.length < EOCD_SIZE) throw notZip();
  let eocd = -1;
  for (let o = b.length - EOCD_SIZE; o >= Math.max(0, b.length - EOCD_SIZE - MAX_COMMENT); o--) {
    if (u32(b, o) === EOCD_SIG) {
      eocd = o;
      break;
    }
  }
  if (eocd < 0) throw notZip();
  const count = u16(b, eocd + 10);
  const cdirSize = u32(b, eocd + 12);
  const cdirOffset = u32(b, eocd + 16);
  // an archive appended to other data (a self-extracting one): offsets are relative to its start
  const arcOffset = eocd - cdirSize - cdirOffset;
  if (arcOffset < 0) throw new ZipReadError(`bad central directory size or offset: '${archive}'`);
  const entries = new Map<string, ZipEntry>();
  const dirs = new Set<string>();
  let o = arcOffset + cdirOffset;
  for (let i = 0; i < count; i++) {
    if (o + 46 > b.length || u32(b, o) !== CDIR_SIG) throw new ZipReadError(`bad central directory: '${archive}'`);
    const flags = u16(b, o + 8);
    const method = u16(b, o + 10);
    const compressedSize = u32(b, o + 20);
    const size = u32(b, o + 24);
    const nameLen = u16(b, o + 28);
    const extraLen = u16(b, o + 30);
    const commentLen = u16(b, o + 32);
    const headerOffset = u32(b, o + 42) + arcOffset;
    const raw = b.subarray(o + 46, o + 46 + nameLen);
    // bit 11: the name is UTF-8; otherwise code page 437 (latin-1 agrees with it on ASCII)
    const name = flags & 0x800 ? new TextDecoder().decode(raw) : Buffer.from(raw).toString("latin1");
    const key = name.replaceAll("\\", "/");
    entries.set(key, { name, method, compressedSize, size, headerOffset });
    for (let j = key.indexOf("/"); j >= 0; j = key.indexOf("/", j + 1)) dirs.add(key.slice(0, j + 1));
    o += 46 + nameLen + extraLen + commentLen;
  }
  return { archive, bytes: b, entries, dirs };
}

/** The uncompressed data of `entry` (zipimport's _get_data). */
export function readZipEntry(dir: ZipDirectory, entry: ZipEntry): Uint8Array {
  const b = dir.bytes;
  const o = entry.headerOffset;
  if (o + 30 > b.length || u32(b, o) !== LOCAL_SIG) throw new ZipReadError(`bad local file header: '${dir.archive}'`);
  const start = o + 30 + u16(b, o + 26) + u16(b, o + 28);
  const data = b.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method === 8) return new Uint8Array(inflateRawSync(data));
  throw new ZipReadError(`can't decompress data; zlib not available`);
}
