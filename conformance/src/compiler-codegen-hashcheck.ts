import { loadOracle } from "./oracle.js";
import { pyHash } from "../../packages/compiler/src/flowgraph/pyhash.js";
const o = await loadOracle();
const words = ["md5", "MD5", "", "a", "abcdefgh", "abcdefghi", "élan", "日本"];
console.log(o.runPython(`import sys; str([hash(w) for w in ${JSON.stringify(words)}]) + ' ' + str(sys.hash_info)`));
console.log(JSON.stringify(words.map((w) => pyHash({ type: "str", value: w }))));
console.log(o.runPython(`str([hash(x) for x in (1, -1, 2**40, ('a', 1), 1.5, None)])`));
console.log(JSON.stringify([pyHash({ type: "int", value: 1n }), pyHash({ type: "int", value: -1n }), pyHash({ type: "int", value: 2n ** 40n }), pyHash({ type: "tuple", items: [{ type: "str", value: "a" }, { type: "int", value: 1n }] }), pyHash({ type: "float", value: 1.5 }), pyHash({ type: "None" })]));
