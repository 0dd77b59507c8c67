/**
 * `.pyc` files: a 16-byte header (importlib.util.MAGIC_NUMBER, a flags word, then the source's
 * mtime and size — or, with flags bit 0, an 8-byte source hash) followed by the marshalled module
 * code object (Lib/importlib/_bootstrap_external.py `_classify_pyc`, `_code_to_timestamp_pyc`).
 */
import type { CodeObject } from "../codeObject.js";
import { PythonException } from "../errors.js";
import { MAGIC_NUMBER } from "../opcodes/opcodes.generated.js";
import { reprBytes } from "../repr.js";
import { dumps } from "./dumps.js";
import { loadsCode } from "./loads.js";

export interface PycHeader {
  /** Bit 0: hash-based; bit 1: check_source (for hash-based pycs). */
  readonly flags: number;
  /** Timestamp-based: source mtime (seconds, mod 2**32) and size (mod 2**32). */
  readonly mtime?: number;
  readonly sourceSize?: number;
  /** Hash-based: the 8-byte SipHash of the source. */
  readonly sourceHash?: Uint8Array;
}

export interface Pyc extends PycHeader {
  readonly code: CodeObject;
}

/** Reads a .pyc as importlib does; `name` appears in the errors, as in CPython's. */
export function readPyc(data: Uint8Array, name = "<pyc>"): Pyc {
  const magic = data.subarray(0, 4);
  if (magic.length !== 4 || MAGIC_NUMBER.some((b, i) => magic[i] !== b))
    throw new PythonException("ImportError", `bad magic number in '${name}': ${reprBytes(magic)}`);
  if (data.length < 16) throw new PythonException("EOFError", `reached EOF while reading pyc header of '${name}'`);
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const flags = dv.getUint32(4, true);
  if (flags & ~0b11) throw new PythonException("ImportError", `invalid flags ${flags} in '${name}'`);
  const code = loadsCode(data.subarray(16));
  if (flags & 1) return { flags, sourceHash: data.slice(8, 16), code };
  return { flags, mtime: dv.getUint32(8, true), sourceSize: dv.getUint32(12, true), code };
}

/** Writes a .pyc: timestamp-based unless `sourceHash` is given. */
export function writePyc(code: CodeObject, header: PycHeader = { flags: 0, mtime: 0, sourceSize: 0 }): Uint8Array {
  const body = dumps({ type: "code", value: code });
  const out = new Uint8Array(16 + body.length);
  const dv = new DataView(out.buffer);
  out.set(MAGIC_NUMBER, 0);
  dv.setUint32(4, header.flags >>> 0, true);
  if (header.flags & 1) {
    if (!header.sourceHash || header.sourceHash.length !== 8) throw new PythonException("ValueError", "hash-based pyc needs an 8-byte source hash");
    out.set(header.sourceHash, 8);
  } else {
    dv.setUint32(8, (header.mtime ?? 0) >>> 0, true);
    dv.setUint32(12, (header.sourceSize ?? 0) >>> 0, true);
  }
  out.set(body, 16);
  return out;
}
