/**
 * The _opcode module (Modules/_opcode.c, 3.14) over the compiler's opcode table
 * (packages/compiler/src/opcodes/): validity, the has_* properties, stack effects and the
 * intrinsic / special-method / binary-operator tables opcode.py and dis.py read. pyts has no
 * tier-2 executors: `get_executor` raises RuntimeError as a CPython build without them (the
 * oracle's) does; a native build with the JIT compiled in says "no executor at given byte offset".
 */
import { opcodeTable, specializedOpmap, stackEffect, intrinsic1Descs, intrinsic2Descs, specialMethodNames, nbOps, type OpcodeInfo } from "@pyts/compiler";
import { PyObject, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt } from "../objects/int.js";
import { newBool } from "../objects/bool.js";
import { newStr, internStr } from "../objects/str.js";
import { newTuple } from "../objects/tuple.js";
import { newList } from "../objects/list.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyExc_RuntimeError, PyExc_ValueError, newException, typeError } from "../objects/exceptions.js";
import { PyCode_Type } from "../objects/code.js";
import { asIndex, PyObject_IsTrue, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";

const infoByOpcode = new Map<number, OpcodeInfo>();
for (const info of Object.values(opcodeTable) as OpcodeInfo[]) infoByOpcode.set(info.opcode, info);
const specialized = new Set<number>(Object.values(specializedOpmap) as number[]);


/** _PyCompile_OpcodeIsValid: a real, instrumented, specialized or pseudo instruction. */
function isValid(op: number): boolean {
  return infoByOpcode.has(op) || specialized.has(op);
}

/** The metadata row the has_* flags read. Specialized instructions have flags of their own in CPython's metadata, which the table lacks: they answer False here. */
function row(op: number): OpcodeInfo | undefined {
  return infoByOpcode.get(op);
}

function opArg(fname: string, args: PyObject[], kw: string[] | null): number {
  const [op] = parseArgs(fname, args, kw, ["opcode"], 1, 0);
  return asIndex(op!);
}

export function makeOpcode(): PyModule {
  const mod = newModule("_opcode");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl): void => {
    const f = newCFunction(name, impl, mod);
    dictSetItem(d, internStr(name), f);
    Py_DECREF(f);
  };
  const set = (name: string, v: PyObject): void => {
    dictSetItem(d, internStr(name), v);
    Py_DECREF(v);
  };

  def("stack_effect", (_s, args, kw) => {
    const [opObj, opargObj, jumpObj] = parseArgs("stack_effect", args, kw, ["opcode", "oparg", "jump"], 1, 2, 2);
    const op = asIndex(opObj!);
    let oparg = 0;
    if (opargObj !== null && opargObj !== None) oparg = asIndex(opargObj);
    let jump: boolean | undefined;
    if (jumpObj !== null && jumpObj !== None) {
      jump = PyObject_IsTrue(jumpObj);
    }
    const info = row(op);
    if (info === undefined) throw newException(PyExc_ValueError, "invalid opcode or oparg");
    return newInt(stackEffect(op, oparg, jump));
  });
  def("is_valid", (_s, args, kw) => newBool(isValid(opArg("is_valid", args, kw))));
  const flags: [string, keyof OpcodeInfo][] = [
    ["has_arg", "hasArg"], ["has_const", "hasConst"], ["has_name", "hasName"], ["has_jump", "hasJump"],
    ["has_free", "hasFree"], ["has_local", "hasLocal"], ["has_exc", "hasExc"],
  ];
  for (const [name, key] of flags) {
    def(name, (_s, args, kw) => {
      const op = opArg(name, args, kw);
      const r = row(op);
      return newBool(r !== undefined && r[key] === true);
    });
  }
  def("get_intrinsic1_descs", () => newList(intrinsic1Descs.map((s) => newStr(s))));
  def("get_intrinsic2_descs", () => newList(intrinsic2Descs.map((s) => newStr(s))));
  def("get_special_method_names", () => newList(specialMethodNames.map((s) => newStr(s))));
  def("get_nb_ops", () => newList(nbOps.map(([a, b]) => newTuple([newStr(a), newStr(b)]))));
  def("get_specialization_stats", () => None);
  def("get_executor", (_s, args, kw) => {
    const [code, offset] = parseArgs("get_executor", args, kw, ["code", "offset"], 2, 0);
    if (code!.ob_type !== PyCode_Type) typeError(`expected a code object, not '${typeName(code!)}'`);
    asIndex(offset!);
    // a build without the tier-2 optimizer (the oracle's): no executor can exist
    throw newException(PyExc_RuntimeError, "Executors are not available in this build");
  });
  set("ENABLE_SPECIALIZATION", newInt(1));
  set("ENABLE_SPECIALIZATION_FT", newInt(1));
  return mod;
}
