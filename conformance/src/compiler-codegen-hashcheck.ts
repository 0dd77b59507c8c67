import { loadOracle } from "./oracle.js";
const o = await loadOracle();
const srcs = process.argv.slice(2);
for (const src of srcs) {
  console.log(JSON.stringify(src), o.runPython(`co = compile(${JSON.stringify(src)}, "", "exec")
def walk(c):
    for k in c.co_consts:
        if isinstance(k, frozenset): yield list(k)
        if hasattr(k, 'co_consts'): yield from walk(k)
str(list(walk(co)))`));
}
