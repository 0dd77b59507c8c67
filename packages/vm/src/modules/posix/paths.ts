/**
 * posixmodule.c's path_t converter: what a path argument may be (str, bytes, os.PathLike, an fd
 * where the function takes one, None where it may be left out), its bytes as the file system sees
 * them (str encoded as UTF-8 with surrogateescape, the file system encoding), and whether results
 * are bytes (a bytes path gives bytes names). Also os.fspath (PyOS_FSPath).
 */
import { PyObject, Py_INCREF, Py_DECREF } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { isStr, newStr, type PyStr } from "../../objects/str.js";
import { isBytes, newBytes, type PyBytes } from "../../objects/bytes.js";
import { isInt } from "../../objects/int.js";
import { typeError, valueError } from "../../objects/exceptions.js";
import { typeName, callSpecial, asCInt } from "../../abstract.js";
import { encodeStr, decodeBytes } from "../../codecs.js";

export interface PathArg {
  /** The argument as given (what an OSError names as its filename). */
  obj: PyObject;
  /** The path's bytes, or null for an fd. */
  bytes: Buffer | null;
  fd: number | null;
  /** Whether names derived from it are bytes. */
  isBytes: boolean;
}

/** The file system encoding (sys.getfilesystemencoding(): utf-8, surrogateescape). */
export function fsEncode(s: string): Uint8Array {
  return encodeStr(s, "utf-8", "surrogateescape");
}

export function fsDecode(b: Uint8Array): string {
  return decodeBytes(b, "utf-8", "surrogateescape");
}

/** A name in the form the path came in (str for str, bytes for bytes). */
export function fsName(b: Uint8Array, asBytes: boolean): PyObject {
  return asBytes ? newBytes(new Uint8Array(b)) : newStr(fsDecode(b));
}

/** PyOS_FSPath: str and bytes as they are, else the type's __fspath__() if it returns either (a new reference). */
export function fspath(p: PyObject): PyObject {
  if (isStr(p) || isBytes(p)) return (Py_INCREF(p), p);
  const f = p.ob_type.lookup("__fspath__");
  if (f === null || f === None) typeError(`expected str, bytes or os.PathLike object, not ${typeName(p)}`);
  const r = callSpecial(p, f, []);
  if (!isStr(r) && !isBytes(r)) {
    const t = typeName(r);
    Py_DECREF(r);
    typeError(`expected ${typeName(p)}.__fspath__() to return str or bytes, not ${t}`);
  }
  return r;
}

export interface PathOpts {
  allowFd?: boolean;
  nullable?: boolean;
  argname?: string;
}

/** path_converter for `fname`'s argument (None as "." where nullable). */
export function pathArg(fname: string, o: PyObject | null, opts: PathOpts = {}): PathArg {
  const argname = opts.argname ?? "path";
  if (o === null || (o === None && opts.nullable)) return { obj: None, bytes: Buffer.from("."), fd: null, isBytes: false };
  if (opts.allowFd && isInt(o)) return { obj: o, bytes: null, fd: asCInt(o), isBytes: false };
  let v: PyObject;
  if (isStr(o) || isBytes(o)) v = o;
  else {
    const f = o.ob_type.lookup("__fspath__");
    if (f === null || f === None) {
      const kinds = opts.allowFd
        ? opts.nullable ? "string, bytes, os.PathLike, integer or None" : "string, bytes, os.PathLike or integer"
        : opts.nullable ? "string, bytes, os.PathLike or None" : "string, bytes or os.PathLike";
      typeError(`${fname}: ${argname} should be ${kinds}, not ${typeName(o)}`);
    }
    v = callSpecial(o, f, []);
    if (!isStr(v) && !isBytes(v)) {
      const t = typeName(v);
      Py_DECREF(v);
      typeError(`expected ${typeName(o)}.__fspath__() to return str or bytes, not ${t}`);
    }
  }
  const asBytes = isBytes(v);
  const raw = asBytes ? (v as PyBytes).value : fsEncode((v as PyStr).value);
  if (v !== o) Py_DECREF(v);
  if (raw.includes(0)) valueError(`${fname}: embedded null character in ${argname}`);
  return { obj: o, bytes: Buffer.from(raw), fd: null, isBytes: asBytes };
}

/** The argument as Node's fs takes a path (a Buffer), or the fd. */
export function fsTarget(p: PathArg): Buffer | number {
  return p.bytes ?? p.fd!;
}
