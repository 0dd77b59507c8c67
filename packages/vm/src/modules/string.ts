/**
 * The `string` module's constants (Lib/string/__init__.py), native until pyts imports the stdlib;
 * a package (`__path__`), so `string.templatelib` imports as its submodule.
 */
import { internStr, newStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";

const lower = "abcdefghijklmnopqrstuvwxyz";
const upper = lower.toUpperCase();
const digits = "0123456789";
const punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const whitespace = " \t\n\r\x0b\x0c";

export function makeString(): PyModule {
  const mod = newModule("string");
  const d = mod.dict!;
  const consts: [string, string][] = [
    ["whitespace", whitespace],
    ["ascii_lowercase", lower],
    ["ascii_uppercase", upper],
    ["ascii_letters", lower + upper],
    ["digits", digits],
    ["hexdigits", digits + "abcdef" + "ABCDEF"],
    ["octdigits", "01234567"],
    ["punctuation", punctuation],
    ["printable", digits + lower + upper + punctuation + whitespace],
  ];
  for (const [k, v] of consts) dictSetItem(d, internStr(k), newStr(v));
  dictSetItem(d, internStr("__path__"), newList([]));
  return mod;
}
