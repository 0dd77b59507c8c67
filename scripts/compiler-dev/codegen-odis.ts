/** Developer tool: `dis` of one code object as the oracle compiles it (tsx scripts/compiler-dev/codegen-odis.ts FILE [co_name]; POS=1 for positions). */
import { readFileSync } from "node:fs";
import { loadOracle } from "../../conformance/src/harness/oracle.js";
const o = await loadOracle();
o.writeFile("/tmp/x.py", readFileSync(process.argv[2]!));
const r = o.capture(`import dis
co = compile(open('/tmp/x.py').read(), 'x', 'exec')
def walk(co):
    yield co
    for c in co.co_consts:
        if hasattr(c, 'co_code'): yield from walk(c)
for c in walk(co):
    if c.co_name == ${JSON.stringify(process.argv[3] ?? "<module>")}:
        dis.dis(c, depth=0, show_offsets=True, show_positions=${process.env.POS ? "True" : "False"})
        print(list(dis._parse_exception_table(c)))
`);
console.log(r.stdout, r.stderr);
