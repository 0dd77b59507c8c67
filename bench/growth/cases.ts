/**
 * The cases of `pnpm bench growth` and of packages/vm/src/growth.test.ts: each times one Python
 * statement over data of size `n` (a str of n characters, a list of n ints, a loop of n calls…),
 * so that its time grows as n (or n log n for `cls: "nlogn"`) in CPython. `setup` runs first,
 * untimed; both are lines of a function body that has `n` in scope.
 */
export interface GrowthCase {
  readonly name: string;
  readonly setup: string;
  readonly stmt: string;
  /** The expected growth: linear unless said otherwise. */
  readonly cls?: "nlogn";
}

const TEXT = "s = ('lorem ipsum dolor sit amet, consectetur adipiscing elit\\n' * (n // 56 + 1))[:n]";
const BTEXT = "b = ('lorem ipsum dolor sit amet, consectetur adipiscing elit\\n' * (n // 56 + 1))[:n].encode()";
const INTS = "xs = [(i * 7919) % 10007 for i in range(n)]";
const WORDS = "ws = ['w%d' % (i % 997) for i in range(n)]";
const DICT = "d = {i: i for i in range(n)}";
const SET = "st = set(range(n)); st2 = set(range(n // 2, n + n // 2))";

const c = (name: string, setup: string, stmt: string, cls?: "nlogn"): GrowthCase => (cls ? { name, setup, stmt, cls } : { name, setup, stmt });
/** n calls of `call` (on small data made by `setup`) in a for loop. */
const loop = (name: string, setup: string, call: string): GrowthCase => c(name, setup, `for _ in range(n):\n    ${call}`);

/** str methods on a str of n characters, and in loops of n calls on a short one. */
const strCases: GrowthCase[] = [
  c("str.capitalize", TEXT, "s.capitalize()"),
  c("str.casefold", TEXT, "s.casefold()"),
  c("str.center", TEXT, "s.center(2 * n)"),
  c("str.count", TEXT, "s.count('or')"),
  c("str.encode", TEXT, "s.encode()"),
  c("str.encode latin-1", TEXT, "s.encode('latin-1')"),
  c("str.endswith loop", "w = 'hello world'", "for _ in range(n):\n    w.endswith('ld')"),
  c("str.expandtabs", "s = 'ab\\tcd\\t' * (n // 6)", "s.expandtabs(4)"),
  c("str.find", TEXT, "s.find('#')"),
  loop("str.find loop", "w = 'hello world, hello'", "w.find('wor')"),
  loop("str.format loop", "f = '{} and {:>5}'", "f.format(1, 'x')"),
  loop("str.format_map loop", "f = '{a} {b}'; m = {'a': 1, 'b': 2}", "f.format_map(m)"),
  c("str.index", TEXT + "; s = s + '#'", "s.index('#')"),
  c("str.isalnum", "s = 'a1' * (n // 2)", "s.isalnum()"),
  c("str.isalpha", "s = 'ab' * (n // 2)", "s.isalpha()"),
  c("str.isascii", TEXT, "s.isascii()"),
  c("str.isdecimal", "s = '12' * (n // 2)", "s.isdecimal()"),
  c("str.isdigit", "s = '12' * (n // 2)", "s.isdigit()"),
  c("str.isidentifier", "s = 'ab' * (n // 2)", "s.isidentifier()"),
  c("str.islower", "s = 'ab' * (n // 2)", "s.islower()"),
  c("str.isnumeric", "s = '12' * (n // 2)", "s.isnumeric()"),
  c("str.isprintable", "s = 'ab' * (n // 2)", "s.isprintable()"),
  c("str.isspace", "s = ' \\t' * (n // 2)", "s.isspace()"),
  c("str.istitle", "s = 'Ab ' * (n // 3)", "s.istitle()"),
  c("str.isupper", "s = 'AB' * (n // 2)", "s.isupper()"),
  c("str.join", WORDS, "' '.join(ws)"),
  c("str.ljust", TEXT, "s.ljust(2 * n)"),
  c("str.lower", TEXT, "s.lower()"),
  c("str.lstrip", "s = ' ' * n + 'x'", "s.lstrip()"),
  loop("str.maketrans loop", "", "str.maketrans('abc', 'xyz')"),
  c("str.partition", TEXT + "; s = s + '#'", "s.partition('#')"),
  loop("str.removeprefix loop", "w = 'prefix_word'", "w.removeprefix('prefix_')"),
  loop("str.removesuffix loop", "w = 'word_suffix'", "w.removesuffix('_suffix')"),
  c("str.replace", TEXT, "s.replace('or', 'OR')"),
  loop("str.replace loop", "w = 'hello world'", "w.replace('o', '0')"),
  c("str.rfind", TEXT, "s.rfind('#')"),
  c("str.rindex", "s = '#' + ('abc' * (n // 3))", "s.rindex('#')"),
  c("str.rjust", TEXT, "s.rjust(2 * n)"),
  c("str.rpartition", "s = '#' + ('abc' * (n // 3))", "s.rpartition('#')"),
  c("str.rsplit", TEXT, "s.rsplit()"),
  c("str.rsplit sep", TEXT, "s.rsplit(' ')"),
  c("str.rstrip", "s = 'x' + ' ' * n", "s.rstrip()"),
  c("str.split", TEXT, "s.split()"),
  c("str.split sep", TEXT, "s.split(' ')"),
  loop("str.split loop", "w = 'a b c d'", "w.split()"),
  c("str.splitlines", TEXT, "s.splitlines()"),
  loop("str.startswith loop", "w = 'hello world'", "w.startswith('he')"),
  c("str.strip", "s = ' ' * (n // 2) + 'x' + ' ' * (n // 2)", "s.strip()"),
  loop("str.strip loop", "w = '  word  '", "w.strip()"),
  c("str.swapcase", TEXT, "s.swapcase()"),
  c("str.title", TEXT, "s.title()"),
  c("str.translate", TEXT + "; t = str.maketrans('abc', 'xyz', 'd')", "s.translate(t)"),
  c("str.upper", TEXT, "s.upper()"),
  c("str.upper non-ascii", "s = 'éa' * (n // 2)", "s.upper()"),
  c("str.zfill", "s = '12' * (n // 2)", "s.zfill(2 * n)"),
  c("str iterate", TEXT, "for ch in s:\n    pass"),
  c("str iterate non-ascii", "s = 'éa€' * (n // 3)", "for ch in s:\n    pass"),
  c("str index loop", TEXT, "for i in range(n):\n    s[i]"),
  c("str in", TEXT, "'#' in s"),
  loop("str in loop", "w = 'hello world'", "'wor' in w"),
  c("str slice loop", TEXT, "for i in range(n // 8):\n    s[i:i + 8]"),
  c("str +=", "", "r = ''\nfor i in range(n):\n    r += 'x'"),
  c("str *", "", "'ab' * n"),
  c("str ==", TEXT + "; s2 = s[:-1] + s[-1]", "s == s2"),
  c("str hash", TEXT, "for i in range(n // 8):\n    hash(s[i:i + 8])"),
  c("str.decode", BTEXT, "b.decode()"),
  c("str.decode non-ascii", "b = ('é€a' * (n // 3)).encode()", "b.decode()"),
  c("str.encode non-ascii", "s = 'é€a' * (n // 3)", "s.encode()"),
];

/** bytes methods (bytearray's below reuse them through a prefix). */
const bytesMethodCases = (T: "bytes" | "bytearray"): GrowthCase[] => {
  const mk = T === "bytes" ? (x: string) => x : (x: string) => `bytearray(${x})`;
  const B = `${BTEXT}; b = ${mk("b")}`;
  const cc = (name: string, setup: string, stmt: string) => c(`${T}.${name}`, setup, stmt);
  return [
    cc("capitalize", B, "b.capitalize()"),
    cc("center", B, "b.center(2 * n)"),
    cc("count", B, "b.count(b'or')"),
    cc("decode", B, "b.decode()"),
    cc("endswith loop", `w = ${mk("b'hello world'")}`, "for _ in range(n):\n    w.endswith(b'ld')"),
    cc("expandtabs", `b = ${mk("b'ab\\tcd\\t' * (n // 6)")}`, "b.expandtabs(4)"),
    cc("find", B, "b.find(b'#')"),
    cc("find loop", `w = ${mk("b'hello world, hello'")}`, "for _ in range(n):\n    w.find(b'wor')"),
    cc("fromhex", "h = 'ab' * n", `${T}.fromhex(h)`),
    cc("hex", B, "b.hex()"),
    cc("index", `${B}; b = b + b'#'`, "b.index(b'#')"),
    cc("isalnum", `b = ${mk("b'a1' * (n // 2)")}`, "b.isalnum()"),
    cc("isalpha", `b = ${mk("b'ab' * (n // 2)")}`, "b.isalpha()"),
    cc("isascii", B, "b.isascii()"),
    cc("isdigit", `b = ${mk("b'12' * (n // 2)")}`, "b.isdigit()"),
    cc("islower", `b = ${mk("b'ab' * (n // 2)")}`, "b.islower()"),
    cc("isspace", `b = ${mk("b' \\t' * (n // 2)")}`, "b.isspace()"),
    cc("istitle", `b = ${mk("b'Ab ' * (n // 3)")}`, "b.istitle()"),
    cc("isupper", `b = ${mk("b'AB' * (n // 2)")}`, "b.isupper()"),
    cc("join", "ws = [b'w%d' % (i % 997) for i in range(n)]", `${mk("b' '")}.join(ws)`),
    cc("ljust", B, "b.ljust(2 * n)"),
    cc("lower", B, "b.lower()"),
    cc("lstrip", `b = ${mk("b' ' * n + b'x'")}`, "b.lstrip()"),
    cc("maketrans loop", "", `for _ in range(n // 8):\n    ${T}.maketrans(b'abc', b'xyz')`),
    cc("partition", `${B}; b = b + b'#'`, "b.partition(b'#')"),
    cc("removeprefix loop", `w = ${mk("b'prefix_word'")}`, "for _ in range(n):\n    w.removeprefix(b'prefix_')"),
    cc("removesuffix loop", `w = ${mk("b'word_suffix'")}`, "for _ in range(n):\n    w.removesuffix(b'_suffix')"),
    cc("replace", B, "b.replace(b'or', b'OR')"),
    cc("rfind", B, "b.rfind(b'#')"),
    cc("rindex", `b = ${mk("b'#' + b'abc' * (n // 3)")}`, "b.rindex(b'#')"),
    cc("rjust", B, "b.rjust(2 * n)"),
    cc("rpartition", `b = ${mk("b'#' + b'abc' * (n // 3)")}`, "b.rpartition(b'#')"),
    cc("rsplit", B, "b.rsplit()"),
    cc("rstrip", `b = ${mk("b'x' + b' ' * n")}`, "b.rstrip()"),
    cc("split", B, "b.split()"),
    cc("split sep", B, "b.split(b' ')"),
    cc("splitlines", B, "b.splitlines()"),
    cc("startswith loop", `w = ${mk("b'hello world'")}`, "for _ in range(n):\n    w.startswith(b'he')"),
    cc("strip", `b = ${mk("b' ' * (n // 2) + b'x' + b' ' * (n // 2)")}`, "b.strip()"),
    cc("swapcase", B, "b.swapcase()"),
    cc("title", B, "b.title()"),
    cc("translate", `${B}; t = bytes.maketrans(b'abc', b'xyz')`, "b.translate(t, b'd')"),
    cc("upper", B, "b.upper()"),
    cc("zfill", `b = ${mk("b'12' * (n // 2)")}`, "b.zfill(2 * n)"),
    cc("iterate", B, "for x in b:\n    pass"),
    cc("index loop", B, "for i in range(n):\n    b[i]"),
    cc("in", B, "b'#' in b"),
    cc("slice loop", B, "for i in range(n // 8):\n    b[i:i + 8]"),
    cc("+", B, "b + b"),
    cc("*", `w = ${mk("b'ab'")}`, "w * n"),
    cc("==", `${B}; b2 = b[:-1] + b[-1:]`, "b == b2"),
  ];
};

const bytearrayOnly: GrowthCase[] = [
  c("bytearray.append", "", "a = bytearray()\nfor i in range(n):\n    a.append(i & 255)"),
  loop("bytearray.clear loop", "a = bytearray(b'abc')", "a.clear()"),
  c("bytearray.copy", "a = bytearray(n)", "a.copy()"),
  c("bytearray.extend", "a = bytearray(); chunk = b'abcdefgh'", "for _ in range(n // 8):\n    a.extend(chunk)"),
  c("bytearray.insert", "", "a = bytearray()\nfor i in range(n):\n    a.insert(i, 65)"),
  c("bytearray.pop", "a = bytearray(n)", "for _ in range(n):\n    a.pop()"),
  c("bytearray.remove", "a = bytearray(n) + b'x'", "a.remove(120)"),
  c("bytearray.reverse", "a = bytearray(n)", "a.reverse()"),
  c("bytearray +=", "", "a = bytearray()\nfor _ in range(n // 4):\n    a += b'abcd'"),
  c("bytearray setitem loop", "a = bytearray(n)", "for i in range(n):\n    a[i] = 65"),
  c("bytes(list)", "xs = [i & 255 for i in range(n)]", "bytes(xs)"),
  c("bytearray(list)", "xs = [i & 255 for i in range(n)]", "bytearray(xs)"),
];

const listCases: GrowthCase[] = [
  c("list.append", "", "l = []\nfor i in range(n):\n    l.append(i)"),
  loop("list.clear loop", "l = [1, 2, 3]", "l.clear()"),
  c("list.copy", INTS, "xs.copy()"),
  c("list.count", INTS, "xs.count(5)"),
  c("list.extend", "chunk = list(range(8))", "l = []\nfor _ in range(n // 8):\n    l.extend(chunk)"),
  c("list.index", INTS + "; xs.append(-1)", "xs.index(-1)"),
  c("list.insert", "", "l = []\nfor i in range(n):\n    l.insert(i, i)"),
  c("list.pop", INTS, "for _ in range(n):\n    xs.pop()"),
  c("list.remove", INTS + "; xs.append(-1)", "xs.remove(-1)"),
  c("list.reverse", INTS, "xs.reverse()"),
  c("list.sort", INTS, "xs.sort()", "nlogn"),
  c("list iterate", INTS, "for x in xs:\n    pass"),
  c("list index loop", INTS, "for i in range(n):\n    xs[i]"),
  c("list setitem loop", INTS, "for i in range(n):\n    xs[i] = i"),
  c("list in", INTS, "-1 in xs"),
  c("list slice", INTS, "xs[1:-1]"),
  c("list +", INTS, "xs + xs"),
  c("list *", "l = [1, 2]", "l * n"),
  c("list ==", INTS + "; ys = list(xs)", "xs == ys"),
  c("list comprehension", INTS, "[x + 1 for x in xs]"),
  c("list(range)", "", "list(range(n))"),
  c("tuple.count", INTS + "; t = tuple(xs)", "t.count(5)"),
  c("tuple.index", INTS + "; t = tuple(xs + [-1])", "t.index(-1)"),
  c("tuple iterate", INTS + "; t = tuple(xs)", "for x in t:\n    pass"),
  c("tuple(list)", INTS, "tuple(xs)"),
  c("tuple in", INTS + "; t = tuple(xs)", "-1 in t"),
  c("tuple +", INTS + "; t = tuple(xs)", "t + t"),
  c("tuple hash loop", "", "for i in range(n):\n    hash((i, i))"),
];

const dictCases: GrowthCase[] = [
  c("dict.clear", DICT, "d.clear()"),
  c("dict.copy", DICT, "d.copy()"),
  c("dict.fromkeys", INTS, "dict.fromkeys(xs)"),
  c("dict.get loop", DICT, "for i in range(n):\n    d.get(i)"),
  c("dict.items iterate", DICT, "for k, v in d.items():\n    pass"),
  c("dict.keys iterate", DICT, "for k in d.keys():\n    pass"),
  c("dict.values iterate", DICT, "for v in d.values():\n    pass"),
  c("dict iterate", DICT, "for k in d:\n    pass"),
  c("dict.pop loop", DICT, "for i in range(n):\n    d.pop(i)"),
  c("dict.popitem loop", DICT, "for i in range(n):\n    d.popitem()"),
  c("dict.setdefault loop", "d = {}", "for i in range(n):\n    d.setdefault(i, i)"),
  c("dict.update", DICT + "; e = {}", "e.update(d)"),
  c("dict getitem loop", DICT, "for i in range(n):\n    d[i]"),
  c("dict setitem loop", "d = {}", "for i in range(n):\n    d[i] = i"),
  c("dict str keys setitem", WORDS + "; d = {}", "for w in ws:\n    d[w] = 1"),
  c("dict in loop", DICT, "for i in range(n):\n    i in d"),
  c("dict(zip)", INTS, "dict(zip(xs, xs))"),
  c("dict comprehension", INTS, "{x: x for x in xs}"),
  c("dict ==", DICT + "; e = dict(d)", "d == e"),
];

const setCases: GrowthCase[] = [
  c("set.add", "", "st = set()\nfor i in range(n):\n    st.add(i)"),
  c("set.clear", SET, "st.clear()"),
  c("set.copy", SET, "st.copy()"),
  c("set.difference", SET, "st.difference(st2)"),
  c("set.difference_update", SET, "st.difference_update(st2)"),
  c("set.discard loop", SET, "for i in range(n):\n    st.discard(i)"),
  c("set.intersection", SET, "st.intersection(st2)"),
  c("set.intersection_update", SET, "st.intersection_update(st2)"),
  c("set.isdisjoint", SET + "; st3 = set(range(n, 2 * n))", "st.isdisjoint(st3)"),
  c("set.issubset", SET + "; st3 = set(st)", "st.issubset(st3)"),
  c("set.issuperset", SET + "; st3 = set(st)", "st.issuperset(st3)"),
  c("set.pop loop", SET, "for i in range(n):\n    st.pop()"),
  c("set.remove loop", SET, "for i in range(n):\n    st.remove(i)"),
  c("set.symmetric_difference", SET, "st.symmetric_difference(st2)"),
  c("set.union", SET, "st.union(st2)"),
  c("set.update", SET, "st.update(st2)"),
  c("set in loop", SET, "for i in range(n):\n    i in st"),
  c("set iterate", SET, "for x in st:\n    pass"),
  c("set(list)", INTS, "set(xs)"),
  c("set str add", WORDS, "st = set()\nfor w in ws:\n    st.add(w)"),
  c("frozenset(list)", INTS, "frozenset(xs)"),
];

const builtinCases: GrowthCase[] = [
  c("len loop", "l = [1, 2, 3]", "for _ in range(n):\n    len(l)"),
  c("sum", INTS, "sum(xs)"),
  c("sum float", "fs = [i * 0.5 for i in range(n)]", "sum(fs)"),
  c("min", INTS, "min(xs)"),
  c("max", INTS, "max(xs)"),
  c("max key", INTS, "max(xs, key=abs)"),
  c("sorted", INTS, "sorted(xs)", "nlogn"),
  c("sorted key=len", WORDS, "sorted(ws, key=len)", "nlogn"),
  c("sorted str", WORDS, "sorted(ws)", "nlogn"),
  c("sorted reverse", INTS, "sorted(xs, reverse=True)", "nlogn"),
  c("ord loop", "w = 'a'", "for _ in range(n):\n    ord(w)"),
  c("ord of str", TEXT, "for ch in s:\n    ord(ch)"),
  c("chr loop", "", "for i in range(n):\n    chr(i & 1023)"),
  c("enumerate", INTS, "for i, x in enumerate(xs):\n    pass"),
  c("zip", INTS, "for x, y in zip(xs, xs):\n    pass"),
  c("map", INTS, "for y in map(abs, xs):\n    pass"),
  c("filter", INTS, "for y in filter(None, xs):\n    pass"),
  c("any", "xs = [0] * n", "any(xs)"),
  c("all", "xs = [1] * n", "all(xs)"),
  c("any genexpr", INTS, "any(x < 0 for x in xs)"),
  c("reversed", INTS, "for x in reversed(xs):\n    pass"),
  c("range iterate", "", "for i in range(n):\n    pass"),
  c("list(map)", INTS, "list(map(str, xs))"),
  c("isinstance loop", "", "for i in range(n):\n    isinstance(i, int)"),
  c("abs loop", "", "for i in range(n):\n    abs(i)"),
  c("f-string loop", "", "for i in range(n):\n    f'{i} and {i:>5}'"),
  c("f-string float loop", "x = 3.14159", "for i in range(n):\n    f'{x:.2f}'"),
  c("format loop", "", "for i in range(n):\n    format(i, '08x')"),
  c("%-format loop", "", "for i in range(n):\n    '%d-%s' % (i, 'x')"),
  c("str(int) loop", "", "for i in range(n):\n    str(i)"),
  c("int(str) loop", "ws = [str(i) for i in range(n)]", "for w in ws:\n    int(w)"),
  c("repr(float) loop", "", "for i in range(n):\n    repr(i * 0.1)"),
  c("float(str) loop", "ws = [str(i * 0.1) for i in range(n)]", "for w in ws:\n    float(w)"),
  c("int big str", "", "int('7' * (n // 40 + 1))"),
  c("str big int", "x = 7 ** (n // 40)", "str(x)"),
  c("hex(int) loop", "", "for i in range(n):\n    hex(i)"),
  c("repr(str)", TEXT, "repr(s)"),
  c("repr(list)", INTS, "repr(xs)"),
  c("str.join(map)", INTS, "','.join(map(str, xs))"),
  c("split then join", TEXT, "' '.join(s.split())"),
];

export const GROWTH_CASES: readonly GrowthCase[] = [
  ...strCases,
  ...bytesMethodCases("bytes"),
  ...bytesMethodCases("bytearray"),
  ...bytearrayOnly,
  ...listCases,
  ...dictCases,
  ...setCases,
  ...builtinCases,
];

/**
 * The Python timing script for size `n`: each case's setup then `reps[name]` (default `reps`)
 * timed runs of its statement (time.process_time around it: CPU seconds; the best counts), printed as
 * `name<TAB>seconds` (or `name<TAB>ERR <exception>`), one line a case; cases in `skip` are left out.
 */
export function timingScript(cases: readonly GrowthCase[], n: number, reps: number, repsOf: ReadonlyMap<string, number> = new Map(), skip: ReadonlySet<string> = new Set()): string {
  const indent = (s: string) => s.split("\n").map((l) => `    ${l}`).join("\n");
  const out: string[] = ["import time", "_pc = time.process_time", ""];
  const table: string[] = [];
  cases.forEach((k, i) => {
    if (skip.has(k.name)) return;
    out.push(`def _case${i}(n):`);
    if (k.setup) out.push(indent(k.setup));
    out.push("    _t0 = _pc()", indent(k.stmt), "    return _pc() - _t0", "");
    table.push(`    (${JSON.stringify(k.name)}, _case${i}, ${repsOf.get(k.name) ?? reps}),`);
  });
  out.push("_cases = [", ...table, "]");
  out.push(`for _name, _f, _reps in _cases:
    try:
        _best = min(_f(${n}) for _ in range(_reps))
        print(_name + '\\t' + repr(_best), flush=True)
    except Exception as _e:
        print(_name + '\\tERR ' + type(_e).__name__ + ': ' + str(_e)[:100], flush=True)
`);
  return out.join("\n");
}

/** Parses a timing script's output: name → seconds (NaN for a case that raised). */
export function parseTimings(out: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const line of out.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab < 0) continue;
    const v = line.slice(tab + 1);
    m.set(line.slice(0, tab), v.startsWith("ERR") ? NaN : Number(v));
  }
  return m;
}
