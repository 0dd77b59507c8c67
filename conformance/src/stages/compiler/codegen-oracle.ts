/**
 * Oracle side of the compiler conformance checks: for a source text, the oracle's AST (as JSON,
 * rebuilt into pyts nodes by `astFromJson`) and its code objects (every field the comparison
 * needs, recursively through `co_consts`), plus a decoder that lists instructions of a pyts code
 * object the same way (`opname arg`) so that differences read as a diff of disassemblies.
 */
import type { Oracle } from "../../harness/oracle.js";
import { AST_TO_JSON_PY } from "../parser/astjson.js";
import type { CodeObject, PyConst } from "../../../../packages/compiler/src/codeObject.js";
import { opname, opcodeInfo } from "../../../../packages/compiler/src/opcodes/index.js";
import { loadsCode } from "../../../../packages/compiler/src/marshal/loads.js";
import { CodeObjectSchema } from "../../../../packages/compiler/src/proto/code_pb.js";
import { codeToProto, sortFrozensets } from "../../../../packages/compiler/src/proto/convert.js";
import { diffMessages } from "../../../../packages/compiler/src/proto/diff.js";

export const CODE_TO_JSON_PY = String.raw`
import json as _cj, dis as _cdis, marshal as _cmarshal, io as _cio
def _pyts_const(x):
    t = type(x)
    if t is type(_pyts_const.__code__): return {'t': 'code', 'v': _pyts_code(x)}
    if x is None: return {'t': 'None'}
    if x is ...: return {'t': 'Ellipsis'}
    if t is bool: return {'t': 'bool', 'v': x}
    if t is int: return {'t': 'int', 'v': str(x)}
    if t is float: return {'t': 'float', 'v': repr(x)}
    if t is complex: return {'t': 'complex', 'v': [repr(x.real), repr(x.imag)]}
    if t is str: return {'t': 'str', 'v': x}
    if t is bytes: return {'t': 'bytes', 'v': x.hex()}
    if t is tuple: return {'t': 'tuple', 'v': [_pyts_const(e) for e in x]}
    if t is frozenset: return {'t': 'frozenset', 'v': [_pyts_const(e) for e in x]}
    if t is slice: return {'t': 'slice', 'v': [_pyts_const(x.start), _pyts_const(x.stop), _pyts_const(x.step)]}
    return {'t': 'other', 'v': repr(x)}
def _pyts_code(co):
    return {
        'co_name': co.co_name, 'co_qualname': co.co_qualname, 'co_firstlineno': co.co_firstlineno,
        'co_argcount': co.co_argcount, 'co_posonlyargcount': co.co_posonlyargcount, 'co_kwonlyargcount': co.co_kwonlyargcount,
        'co_stacksize': co.co_stacksize, 'co_flags': co.co_flags, 'co_code': co.co_code.hex(),
        'co_consts': [_pyts_const(c) for c in co.co_consts], 'co_names': list(co.co_names),
        'co_varnames': list(co.co_varnames), 'co_cellvars': list(co.co_cellvars), 'co_freevars': list(co.co_freevars),
        'co_linetable': co.co_linetable.hex(), 'co_exceptiontable': co.co_exceptiontable.hex(),
        'dis': [f"{i.opname} {i.arg if i.arg is not None else ''}".rstrip() for i in _cdis.get_instructions(co)],
    }
def _pyts_compile_json(src, path, mode='exec', optimize=-1):
    try:
        co = compile(src, path, mode, optimize=optimize)
    except SyntaxError as e:
        return _cj.dumps({'error': {'type': type(e).__name__, 'msg': e.msg, 'lineno': e.lineno, 'offset': e.offset, 'end_lineno': e.end_lineno, 'end_offset': e.end_offset}})
    import ast as _a
    buf = _cio.StringIO()
    _cdis.dis(co, file=buf)
    return _cj.dumps({'code': _pyts_code(co), 'ast': _pyts_ast_json(_a.parse(src, path, mode)), 'marshal': _cmarshal.dumps(co).hex(), 'dis': buf.getvalue()})
`;

export interface OracleConst { t: string; v?: unknown }
export interface OracleCode {
  co_name: string; co_qualname: string; co_firstlineno: number;
  co_argcount: number; co_posonlyargcount: number; co_kwonlyargcount: number;
  co_stacksize: number; co_flags: number; co_code: string;
  co_consts: OracleConst[]; co_names: string[]; co_varnames: string[]; co_cellvars: string[]; co_freevars: string[];
  co_linetable: string; co_exceptiontable: string; dis: string[];
}
export interface OracleResult { code?: OracleCode; ast?: string; marshal?: string; dis?: string; error?: { type: string; msg: string; lineno: number; offset: number; end_lineno: number; end_offset: number } }

let installed = false;
export function oracleCompile(oracle: Oracle, src: string | Uint8Array, path: string, mode: "exec" | "eval" | "single" = "exec", optimize = -1): OracleResult {
  if (!installed) {
    oracle.runPython(AST_TO_JSON_PY);
    oracle.runPython(CODE_TO_JSON_PY);
    installed = true;
  }
  oracle.writeFile("/tmp/_pyts_src.py", src);
  const text = oracle.runPython(`_pyts_compile_json(open('/tmp/_pyts_src.py','rb').read(), ${JSON.stringify(path)}, ${JSON.stringify(mode)}, ${optimize})`) as string;
  const parsed = JSON.parse(text) as { code?: OracleCode; ast?: unknown; marshal?: string; dis?: string; error?: OracleResult["error"] };
  return { code: parsed.code, ast: parsed.ast as string | undefined, marshal: parsed.marshal, dis: parsed.dis, error: parsed.error };
}

const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");

/** `opname arg` per instruction, EXTENDED_ARG folded in as `dis.get_instructions` does, caches skipped. */
export function listInstructions(code: Uint8Array): string[] {
  const out: string[] = [];
  let ext = 0;
  for (let i = 0; i < code.length; ) {
    const op = code[i]!;
    const arg = code[i + 1]! | ext;
    const info = opcodeInfo(op);
    const name = opname[op] ?? `<${op}>`;
    out.push(info?.hasArg || op === 69 ? `${name} ${arg}` : name);
    ext = op === 69 ? arg << 8 : 0;
    i += 2 + 2 * (info?.cache ?? 0);
  }
  return out;
}

function constToOracle(c: PyConst): OracleConst {
  switch (c.type) {
    case "None": case "Ellipsis": return { t: c.type };
    case "bool": return { t: "bool", v: c.value };
    case "int": return { t: "int", v: c.value.toString() };
    case "float": return { t: "float", v: pyFloatRepr(c.value) };
    case "complex": return { t: "complex", v: [pyFloatRepr(c.real), pyFloatRepr(c.imag)] };
    case "str": return { t: "str", v: c.value };
    case "bytes": return { t: "bytes", v: hex(c.value) };
    case "tuple": return { t: "tuple", v: c.items.map(constToOracle) };
    case "frozenset": return { t: "frozenset", v: c.items.map(constToOracle) };
    case "slice": return { t: "slice", v: [constToOracle(c.start), constToOracle(c.stop), constToOracle(c.step)] };
    case "code": return { t: "code", v: codeToOracle(c.value) };
  }
}

/** Python's float repr: shortest round-trip digits, fixed notation for exponents in [-4, 16). */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [m, e] = Math.abs(x).toExponential().split("e") as [string, string];
  const digits = m.replace(".", "");
  const exp = Number(e);
  const sign = x < 0 ? "-" : "";
  if (exp >= -4 && exp < 16) {
    if (exp >= digits.length - 1) return `${sign}${digits}${"0".repeat(exp - digits.length + 1)}.0`;
    if (exp >= 0) return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
    return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  }
  const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${sign}${mant}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
}

export function codeToOracle(co: CodeObject): OracleCode {
  return {
    co_name: co.co_name, co_qualname: co.co_qualname, co_firstlineno: co.co_firstlineno,
    co_argcount: co.co_argcount, co_posonlyargcount: co.co_posonlyargcount, co_kwonlyargcount: co.co_kwonlyargcount,
    co_stacksize: co.co_stacksize, co_flags: co.co_flags, co_code: hex(co.co_code),
    co_consts: co.co_consts.map(constToOracle), co_names: [...co.co_names],
    co_varnames: [...co.co_varnames], co_cellvars: [...co.co_cellvars], co_freevars: [...co.co_freevars],
    co_linetable: hex(co.co_linetable), co_exceptiontable: hex(co.co_exceptiontable), dis: listInstructions(co.co_code),
  };
}

/**
 * Field-by-field differences between the oracle's code object (its marshal.dumps bytes, loaded by
 * pyts's marshal) and pyts's, both converted into code.proto's `CodeObject` message: every co_*
 * field, recursively through co_consts, each difference with its field path
 * (`co_consts[2].code.co_linetable: bytes differ at offset 7 …`). Frozenset items are compared in
 * a canonical order: marshal writes them sorted, the compiler keeps CPython's iteration order (the
 * dis text comparison checks that order).
 */
export function diffCode(wantMarshalHex: string, got: CodeObject, max = 20): string[] {
  const want = codeToProto(loadsCode(Buffer.from(wantMarshalHex, "hex")));
  return diffMessages(CodeObjectSchema, sortFrozensets(want), sortFrozensets(codeToProto(got)), max);
}

/** Side-by-side listing of the first differing instructions, for debugging. */
export function disDiff(want: OracleCode, got: OracleCode): string {
  const a = want.dis;
  const b = got.dis;
  const n = Math.max(a.length, b.length);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(`${a[i] === b[i] ? " " : "!"} ${(a[i] ?? "").padEnd(34)} ${b[i] ?? ""}`);
  return lines.join("\n");
}

/** The exception table decoded as `dis._parse_exception_table` does: [start, end, target, depth, lasti] in bytes. */
export function parseExceptionTable(hexTable: string): [number, number, number, number, boolean][] {
  const b = Buffer.from(hexTable, "hex");
  let i = 0;
  const varint = (): number => {
    let v = b[i]! & 63;
    while (b[i++]! & 64) v = (v << 6) | (b[i]! & 63);
    return v;
  };
  const out: [number, number, number, number, boolean][] = [];
  while (i < b.length) {
    const start = varint() * 2;
    const len = varint() * 2;
    const target = varint() * 2;
    const dl = varint();
    out.push([start, start + len, target, dl >> 1, (dl & 1) === 1]);
  }
  return out;
}

/** `offset opname arg` lines plus the exception table, for reading a pyts code object. */
export function disWithOffsets(co: OracleCode): string {
  const code = Buffer.from(co.co_code, "hex");
  const lines: string[] = [];
  let ext = 0;
  for (let i = 0; i < code.length; ) {
    const op = code[i]!;
    const arg = code[i + 1]! | ext;
    const info = opcodeInfo(op);
    lines.push(`${String(i).padStart(5)} ${opname[op]} ${info?.hasArg ? arg : ""}`);
    ext = op === 69 ? arg << 8 : 0;
    i += 2 + 2 * (info?.cache ?? 0);
  }
  lines.push(JSON.stringify(parseExceptionTable(co.co_exceptiontable)));
  return lines.join("\n");
}
