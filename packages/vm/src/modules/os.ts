/** A minimal native `os` module (Modules/posixmodule.c): remove/unlink over Node's fs. */
import * as fs from "node:fs";
import { PyObject } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, isStr, type PyStr } from "../objects/str.js";
import { isBytes, type PyBytes } from "../objects/bytes.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { typeError } from "../objects/exceptions.js";
import { typeName } from "../abstract.js";
import { parseArgs } from "../args.js";
import { osErrorFromNode } from "./io.js";

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
  dictSetItem(d, internStr("sep"), internStr("/"));
  dictSetItem(d, internStr("linesep"), internStr("\n"));
  return mod;
}
