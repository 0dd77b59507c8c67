/**
 * The opcode table and the small derived lookups everyone needs: opcode number → name
 * (`opcode.opname`, with specialized names filled in as `dis._all_opname` does), number → info
 * row, the base ("deoptimized") opcode of a specialized one, and `stack_effect`.
 */
import {
  opcodeTable,
  opmap,
  specializations,
  specializedOpmap,
  type OpName,
  type OpcodeInfo,
  type SpecializedOpName,
} from "./opcodes.generated.js";

export * from "./opcodes.generated.js";

/** The largest opcode number, real or pseudo. */
export const MAX_OPCODE = Math.max(...Object.values(opmap));

/** `dis._all_opname`: every opcode number to its name (`'<n>'` when unassigned), specialized ones included. */
export const opname: readonly string[] = (() => {
  const names = Array.from({ length: MAX_OPCODE + 1 }, (_, i) => `<${i}>`);
  for (const [name, op] of Object.entries(opmap)) names[op] = name;
  for (const [name, op] of Object.entries(specializedOpmap)) names[op] = name;
  return names;
})();

const infoByOpcode: (OpcodeInfo | undefined)[] = [];
for (const info of Object.values(opcodeTable) as OpcodeInfo[]) infoByOpcode[info.opcode] = info;

const deoptByOpcode: number[] = Array.from({ length: MAX_OPCODE + 1 }, (_, i) => i);
for (const [base, family] of Object.entries(specializations) as [OpName, readonly SpecializedOpName[]][]) {
  for (const spec of family) deoptByOpcode[specializedOpmap[spec]] = opmap[base];
}

/** `dis._deoptop`: the base opcode of a specialized one, or the opcode itself. */
export function deoptOpcode(op: number): number {
  return deoptByOpcode[op] ?? op;
}

/** The table row of an opcode (after deoptimizing a specialized one); undefined if the number is unassigned. */
export function opcodeInfo(op: number): OpcodeInfo | undefined {
  return infoByOpcode[deoptOpcode(op)];
}

/** `_opcode.stack_effect(op, oparg, jump=...)`; with `jump` undefined, the larger of the two, as CPython does. */
export function stackEffect(op: number, oparg: number, jump?: boolean): number {
  const info = infoByOpcode[op];
  if (!info) throw new Error(`invalid opcode or oparg: ${op}`);
  const at = (e: readonly [number, number, number, number]) => e[0] + e[1] * oparg + e[2] * (oparg & 1) + e[3] * (oparg >> 8);
  if (jump === true) return at(info.effectJump);
  if (jump === false) return at(info.effect);
  return Math.max(at(info.effect), at(info.effectJump));
}
