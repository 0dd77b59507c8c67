/**
 * Unicode tables the lexer needs, from the oracle's `unicodedata` (Unicode 16.0 in CPython 3.14):
 * the non-printable code points (`str.isprintable`, used by `repr` and the lexer's
 * "invalid non-printable character" errors) and the identifier classes of PEP 3131
 * (XID_Start plus '_', and XID_Continue), as sorted inclusive ranges.
 */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

export const unicodeGenerator: Generator = {
  path: "packages/lexer/src/unicode.generated.ts",
  generate(oracle) {
    const data = JSON.parse(
      oracle.runPython(`import json
def _ranges(pred):
    out = []
    start = None
    for c in range(0x110000):
        if pred(c):
            if start is None:
                start = c
        elif start is not None:
            out.append(start); out.append(c - 1); start = None
    if start is not None:
        out.append(start); out.append(0x10FFFF)
    return out
json.dumps({
  "nonprintable": _ranges(lambda c: not chr(c).isprintable()),
  "xidStart": _ranges(lambda c: chr(c).isidentifier()),
  "xidContinue": _ranges(lambda c: ('a' + chr(c)).isidentifier()),
})`) as string,
    ) as Record<"nonprintable" | "xidStart" | "xidContinue", number[]>;
    const fmt = (xs: number[]) => {
      const lines: string[] = [];
      for (let i = 0; i < xs.length; i += 16) lines.push("  " + xs.slice(i, i + 16).map((x) => "0x" + x.toString(16)).join(", ") + ",");
      return lines.join("\n");
    };
    let out = GENERATED_HEADER("unicode.ts");
    out += "\n/** Code points for which `str.isprintable()` is False, as inclusive [start, end] pairs. */\n";
    out += `export const NONPRINTABLE_RANGES: readonly number[] = [\n${fmt(data.nonprintable)}\n];\n`;
    out += "\n/** XID_Start code points and '_' (`chr(c).isidentifier()`), as inclusive [start, end] pairs. */\n";
    out += `export const XID_START_RANGES: readonly number[] = [\n${fmt(data.xidStart)}\n];\n`;
    out += "\n/** XID_Continue code points (`('a' + chr(c)).isidentifier()`), as inclusive [start, end] pairs. */\n";
    out += `export const XID_CONTINUE_RANGES: readonly number[] = [\n${fmt(data.xidContinue)}\n];\n`;
    return out;
  },
};
