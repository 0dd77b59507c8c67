/**
 * The opcode table: `opcode.opmap` (real, instrumented and pseudo instructions),
 * `_opcode_metadata._specializations`/`_specialized_opmap`, `opcode._cache_format`, the `dis`
 * categories (`hasarg`, `hasconst`, `hasname`, `hasjump`, `hasfree`, `haslocal`, `hasexc`), the
 * stack effect of every instruction (fitted from `_opcode.stack_effect` over opargs 0..599 and
 * checked against every sample), and the small tables `dis` reads (`_nb_ops`, intrinsics,
 * special method names, common constants, `cmp_op`, `FUNCTION_ATTR_FLAGS`,
 * `COMPILER_FLAG_NAMES`), plus marshal's version and the .pyc magic number.
 */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

interface OracleData {
  opmap: [string, number][];
  specializations: [string, string[]][];
  specialized_opmap: [string, number][];
  cache_format: [string, [string, number][]][];
  has: Record<string, number[]>;
  have_argument: number;
  min_instrumented: number;
  effects: Record<string, { nojump: (number | null)[]; jump: (number | null)[] }>;
  nb_ops: [string, string][];
  intrinsic1: string[];
  intrinsic2: string[];
  special_methods: string[];
  common_constants: string[];
  cmp_op: string[];
  function_attr_flags: string[];
  compiler_flag_names: [number, string][];
  magic: number[];
  marshal_version: number;
}

const SAMPLES = 600;

/** net stack effect = c + a*oparg + b*(oparg & 1) + d*(oparg >> 8) */
type Fit = readonly [c: number, a: number, b: number, d: number];

function fit(name: string, samples: (number | null)[]): Fit {
  const f = (i: number): number => {
    const v = samples[i];
    if (v === null || v === undefined) throw new Error(`${name}: no stack effect for oparg ${i}`);
    return v;
  };
  if (samples.length === 1) return [f(0), 0, 0, 0];
  const c = f(0);
  const a = (f(2) - c) / 2;
  const b = f(1) - c - a;
  const d = f(256) - c - 256 * a;
  const r: Fit = [c, a, b, d];
  samples.forEach((v, i) => {
    const got = c + a * i + b * (i & 1) + d * (i >> 8);
    if (v !== got) throw new Error(`${name}: stack effect model c+a*arg+b*(arg&1)+d*(arg>>8) fails at oparg ${i} (${v} vs ${got})`);
  });
  return r;
}

export const opcodesGenerator: Generator = {
  path: "packages/compiler/src/opcodes/opcodes.generated.ts",
  generate(oracle) {
    const d = JSON.parse(
      oracle.runPython(`import opcode, _opcode, _opcode_metadata, dis, marshal, importlib.util, json
def _effects(op):
    out = {}
    for key, jump in (("nojump", False), ("jump", True)):
        vals = []
        for arg in ([None] if not _opcode.has_arg(op) else range(${SAMPLES})):
            try: vals.append(_opcode.stack_effect(op, arg, jump=jump))
            except ValueError: vals.append(None)
        out[key] = vals
    return out
def _const_name(o):
    return o.__name__ if isinstance(o, type) else repr(o)
json.dumps({
  "opmap": sorted(opcode.opmap.items(), key=lambda kv: kv[1]),
  "specializations": list(_opcode_metadata._specializations.items()),
  "specialized_opmap": sorted(_opcode_metadata._specialized_opmap.items(), key=lambda kv: kv[1]),
  "cache_format": [[k, list(v.items())] for k, v in opcode._cache_format.items()],
  "has": {k: sorted(getattr(dis, k)) for k in ("hasarg", "hasconst", "hasname", "hasjump", "hasfree", "haslocal", "hasexc", "hascompare")},
  "have_argument": opcode.HAVE_ARGUMENT,
  "min_instrumented": opcode.MIN_INSTRUMENTED_OPCODE,
  "effects": {name: _effects(op) for name, op in opcode.opmap.items()},
  "nb_ops": opcode._nb_ops,
  "intrinsic1": opcode._intrinsic_1_descs,
  "intrinsic2": opcode._intrinsic_2_descs,
  "special_methods": opcode._special_method_names,
  "common_constants": [_const_name(o) for o in opcode._common_constants],
  "cmp_op": list(opcode.cmp_op),
  "function_attr_flags": list(dis.FUNCTION_ATTR_FLAGS),
  "compiler_flag_names": sorted(dis.COMPILER_FLAG_NAMES.items()),
  "magic": list(importlib.util.MAGIC_NUMBER),
  "marshal_version": marshal.version,
})`) as string,
    ) as OracleData;

    const has = (cat: string, op: number) => d.has[cat]!.includes(op);
    const cacheOf = new Map(d.cache_format.map(([name, fields]) => [name, fields]));
    const s = (x: unknown) => JSON.stringify(x);

    let out = GENERATED_HEADER("opcodes.ts");
    out += `
/** Every named instruction of \`opcode.opmap\`: real (< 256, including instrumented ones) and pseudo (>= 256). */
export const opmap = {
${d.opmap.map(([n, v]) => `  ${n}: ${v},`).join("\n")}
} as const;

/** Any name in \`opcode.opmap\`. */
export type OpName = keyof typeof opmap;

/** Real instructions the compiler emits and the VM executes (below MIN_INSTRUMENTED_OPCODE, plus none above). */
export const baseOpNames = ${s(d.opmap.filter(([, v]) => v < d.min_instrumented).map(([n]) => n))} as const;
export type BaseOpName = (typeof baseOpNames)[number];
/** INSTRUMENTED_* and the other opcodes from MIN_INSTRUMENTED_OPCODE to 255 (sys.monitoring, executors). */
export const instrumentedOpNames = ${s(d.opmap.filter(([, v]) => v >= d.min_instrumented && v < 256).map(([n]) => n))} as const;
export type InstrumentedOpName = (typeof instrumentedOpNames)[number];
/** Pseudo-instructions (>= 256): only inside the compiler. */
export const pseudoOpNames = ${s(d.opmap.filter(([, v]) => v >= 256).map(([n]) => n))} as const;
export type PseudoOpName = (typeof pseudoOpNames)[number];

/** \`_opcode_metadata._specialized_opmap\`: the specialized instructions the adaptive interpreter writes. */
export const specializedOpmap = {
${d.specialized_opmap.map(([n, v]) => `  ${n}: ${v},`).join("\n")}
} as const;
export type SpecializedOpName = keyof typeof specializedOpmap;

/** \`_opcode_metadata._specializations\`: base instruction → its specialized family. */
export const specializations: Readonly<Partial<Record<OpName, readonly SpecializedOpName[]>>> = {
${d.specializations.map(([n, fam]) => `  ${n}: ${s(fam)},`).join("\n")}
};

export const HAVE_ARGUMENT = ${d.have_argument};
export const MIN_INSTRUMENTED_OPCODE = ${d.min_instrumented};
/** Opcodes 256 and above are pseudo-instructions: the compiler rewrites them before assembly. */
export const MIN_PSEUDO_OPCODE = 256;

/** \`opcode._cache_format\`: the named inline-cache fields (in code units) of each instruction that has any. */
export const cacheFormat: Readonly<Partial<Record<OpName, readonly (readonly [field: string, units: number])[]>>> = {
${d.cache_format.map(([n, fields]) => `  ${n}: ${s(fields)},`).join("\n")}
};

export interface OpcodeInfo {
  readonly name: OpName;
  readonly opcode: number;
  /** Inline CACHE code units after the instruction (\`_inline_cache_entries\`). */
  readonly cache: number;
  readonly hasArg: boolean;
  readonly hasConst: boolean;
  readonly hasName: boolean;
  readonly hasJump: boolean;
  readonly hasFree: boolean;
  readonly hasLocal: boolean;
  readonly hasExc: boolean;
  readonly hasCompare: boolean;
  /**
   * Net stack effect as \`_opcode.stack_effect(op, oparg, jump=False)\`:
   * c + a*oparg + b*(oparg & 1) + d*(oparg >> 8), as [c, a, b, d].
   */
  readonly effect: readonly [number, number, number, number];
  /** The same with \`jump=True\` (differs only for the SETUP_* block pushes). */
  readonly effectJump: readonly [number, number, number, number];
}

/** One row per instruction of \`opcode.opmap\`, keyed by name. */
export const opcodeTable: { readonly [K in OpName]: OpcodeInfo & { readonly name: K } } = {
`;
    for (const [name, op] of d.opmap) {
      const e = d.effects[name]!;
      const cache = (cacheOf.get(name) ?? []).reduce((t, [, n]) => t + n, 0);
      out += `  ${name}: { name: "${name}", opcode: ${op}, cache: ${cache}, hasArg: ${has("hasarg", op)}, hasConst: ${has("hasconst", op)}, hasName: ${has("hasname", op)}, hasJump: ${has("hasjump", op)}, hasFree: ${has("hasfree", op)}, hasLocal: ${has("haslocal", op)}, hasExc: ${has("hasexc", op)}, hasCompare: ${has("hascompare", op)}, effect: ${s(fit(name, e.nojump))}, effectJump: ${s(fit(name, e.jump))} },\n`;
    }
    out += `};

/** \`opcode._nb_ops\`: BINARY_OP oparg → [NB_* name, operator text]. */
export const nbOps: readonly (readonly [string, string])[] = ${s(d.nb_ops)};
/** \`opcode._intrinsic_1_descs\`: CALL_INTRINSIC_1 oparg → name. */
export const intrinsic1Descs: readonly string[] = ${s(d.intrinsic1)};
/** \`opcode._intrinsic_2_descs\`: CALL_INTRINSIC_2 oparg → name. */
export const intrinsic2Descs: readonly string[] = ${s(d.intrinsic2)};
/** \`opcode._special_method_names\`: LOAD_SPECIAL oparg → method name. */
export const specialMethodNames: readonly string[] = ${s(d.special_methods)};
/** \`opcode._common_constants\` as dis shows them (a type by its name, anything else by repr). */
export const commonConstants: readonly string[] = ${s(d.common_constants)};
/** \`opcode.cmp_op\`: COMPARE_OP oparg >> 5 → operator. */
export const cmpOp: readonly string[] = ${s(d.cmp_op)};
/** \`dis.FUNCTION_ATTR_FLAGS\`: SET_FUNCTION_ATTRIBUTE oparg bits, low bit first. */
export const functionAttrFlags: readonly string[] = ${s(d.function_attr_flags)};
/** \`dis.COMPILER_FLAG_NAMES\`: co_flags bit → name. */
export const compilerFlagNames: Readonly<Record<number, string>> = {
${d.compiler_flag_names.map(([k, v]) => `  ${k}: "${v}",`).join("\n")}
};

/** \`importlib.util.MAGIC_NUMBER\`: the first 4 bytes of every .pyc. */
export const MAGIC_NUMBER: readonly number[] = ${s(d.magic)};
/** \`marshal.version\`. */
export const MARSHAL_VERSION = ${d.marshal_version};
`;
    return out;
  },
};
