/** A minimal native `os` module (Modules/posixmodule.c): remove/unlink over Node's fs. */
import * as fs from "node:fs";
import { randomBytes } from "node:crypto";
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, isStr, type PyStr } from "../objects/str.js";
import { isBytes, newBytes, type PyBytes } from "../objects/bytes.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { typeError, newException, PyExc_ValueError } from "../objects/exceptions.js";
import { typeName, callSpecial, asSsize } from "../abstract.js";
import { parseArgs } from "../args.js";
import { osErrorFromNode } from "./oserror.js";

function pathOf(fname: string, o: PyObject): string {
  if (isStr(o)) return (o as PyStr).value;
  if (isBytes(o)) return new TextDecoder().decode((o as PyBytes).value);
  typeError(`${fname}: path should be string, bytes or os.PathLike, not ${typeName(o)}`);
}

export function makeOs(): PyModule {
  const mod = newModule("os");
  const d = mod.dict!;
  for (const name of ["remove", "unlink"]) {
    dictSetItem(d, internStr(name), newCFunction(name, (_s, args, kw) => {
      const [p] = parseArgs(name, args, kw, ["path", "dir_fd"], 1, 0);
      try {
        fs.unlinkSync(pathOf(name, p!));
      } catch (e) {
        if ((e as { code?: string }).code === "EPERM") osErrorFromNode({ code: "EISDIR" }, p!);
        osErrorFromNode(e, p!);
      }
      return None;
    }, mod));
  }
  // os.fspath (PyOS_FSPath): str and bytes as they are, else the type's __fspath__() if it gives either
  dictSetItem(d, internStr("fspath"), newCFunction("fspath", (_s, args, kw) => {
    const [p] = parseArgs("fspath", args, kw, ["path"], 1, 0);
    if (isStr(p!) || isBytes(p!)) return (Py_INCREF(p!), p!);
    const f = p!.ob_type.lookup("__fspath__");
    if (f === null || f === None) typeError(`expected str, bytes or os.PathLike object, not ${typeName(p!)}`);
    const r = callSpecial(p!, f, []);
    if (!isStr(r) && !isBytes(r)) {
      const t = typeName(r);
      Py_DECREF(r);
      typeError(`expected ${typeName(p!)}.__fspath__() to return str or bytes, not ${t}`);
    }
    return r;
  }, mod));
  // os.urandom(size, /): Node's CSPRNG (random.py's seeding and SystemRandom)
  dictSetItem(d, internStr("urandom"), newCFunction("urandom", (_s, args, kw) => {
    const [n] = parseArgs("urandom", args, kw, ["size"], 1, 1);
    const size = asSsize(n!);
    if (size < 0) throw newException(PyExc_ValueError, "negative argument not allowed");
    return newBytes(new Uint8Array(randomBytes(size)));
  }, mod));
  dictSetItem(d, internStr("sep"), internStr("/"));
  dictSetItem(d, internStr("linesep"), internStr("\n"));
  return mod;
}
