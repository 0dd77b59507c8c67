/**
 * The codec names CPython accepts in a coding cookie: `encodings.aliases.aliases` and the codec
 * modules of the `encodings` package that `codecs.lookup` finds in the oracle, each mapped to its
 * canonical module name. The lexer's `lookupCodec` normalizes a name as `encodings.normalize_encoding`
 * does and looks it up here.
 */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

export const codecsGenerator: Generator = {
  path: "packages/lexer/src/codecs.generated.ts",
  generate(oracle) {
    const data = JSON.parse(
      oracle.runPython(`import json, codecs, pkgutil, encodings, encodings.aliases
_mods = {}
for _m in sorted(m.name for m in pkgutil.iter_modules(encodings.__path__)):
    try:
        _mods[_m] = codecs.lookup(_m).name
    except LookupError:
        pass
_aliases = {}
for _a, _m in sorted(encodings.aliases.aliases.items()):
    if _m in _mods:
        _aliases[_a] = _m
import importlib
_tables = {}
for _m in _mods:
    try:
        _mod = importlib.import_module('encodings.' + _m)
    except Exception:
        continue
    _t = getattr(_mod, 'decoding_table', None)
    if isinstance(_t, str) and len(_t) == 256:
        _tables[_mods[_m]] = _t
json.dumps({"modules": _mods, "aliases": _aliases, "tables": _tables})`) as string,
    ) as { modules: Record<string, string>; aliases: Record<string, string>; tables: Record<string, string> };
    let out = GENERATED_HEADER("codecs.ts");
    out += "\n/** Codec module name (`encodings.<name>`) → `codecs.lookup(name).name`. */\n";
    out += "export const CODEC_MODULES: Readonly<Record<string, string>> = {\n";
    for (const [k, v] of Object.entries(data.modules)) out += `  ${JSON.stringify(k)}: ${JSON.stringify(v)},\n`;
    out += "};\n\n/** `encodings.aliases.aliases`, restricted to codecs the oracle can look up. */\n";
    out += "export const CODEC_ALIASES: Readonly<Record<string, string>> = {\n";
    for (const [k, v] of Object.entries(data.aliases)) out += `  ${JSON.stringify(k)}: ${JSON.stringify(v)},\n`;
    out += "};\n\n/** Decoding tables of the single-byte (charmap) codecs, by canonical name: byte → character, U+FFFE where undefined. */\n";
    out += "export const CHARMAP_TABLES: Readonly<Record<string, string>> = {\n";
    for (const [k, v] of Object.entries(data.tables)) {
      let lit = "";
      for (const ch of v) {
        const c = ch.charCodeAt(0);
        lit += c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0x7f && c < 0xa0) || c >= 0xd800 ? "\\u" + c.toString(16).padStart(4, "0") : ch;
      }
      out += `  ${JSON.stringify(k)}:\n    "${lit}",\n`;
    }
    out += "};\n";
    return out;
  },
};
