/** `dis.code_info(co)` / `dis.show_code` and `dis.pretty_flags` (Lib/dis.py `_format_code_info`). */
import type { CodeObject } from "../codeObject.js";
import { compilerFlagNames } from "../opcodes/index.js";
import { reprConst } from "../repr.js";

/** `dis.pretty_flags`: names of the set co_flags bits, unknown ones in hex. */
export function prettyFlags(flags: number): string {
  const names: string[] = [];
  let rest = flags >>> 0;
  for (let i = 0; i < 32; i++) {
    const flag = 2 ** i;
    if (rest & flag) {
      names.push(compilerFlagNames[flag] ?? "0x" + flag.toString(16));
      rest = (rest ^ flag) >>> 0;
      if (!rest) return names.join(", ");
    }
  }
  names.push("0x" + rest.toString(16));
  return names.join(", ");
}

const pad4 = (i: number) => String(i).padStart(4);

/** `dis.code_info(co)`. */
export function codeInfo(co: CodeObject): string {
  const lines = [
    `Name:              ${co.co_name}`,
    `Filename:          ${co.co_filename}`,
    `Argument count:    ${co.co_argcount}`,
    `Positional-only arguments: ${co.co_posonlyargcount}`,
    `Kw-only arguments: ${co.co_kwonlyargcount}`,
    `Number of locals:  ${co.co_nlocals}`,
    `Stack size:        ${co.co_stacksize}`,
    `Flags:             ${prettyFlags(co.co_flags)}`,
  ];
  const section = (title: string, items: readonly string[]) => {
    if (!items.length) return;
    lines.push(title);
    items.forEach((s, i) => lines.push(`${pad4(i)}: ${s}`));
  };
  section("Constants:", co.co_consts.map(reprConst));
  section("Names:", co.co_names);
  section("Variable names:", co.co_varnames);
  section("Free variables:", co.co_freevars);
  section("Cell variables:", co.co_cellvars);
  return lines.join("\n");
}
