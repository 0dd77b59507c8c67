/**
 * Argument expressions the call fuzzers draw from: each evaluates to a fresh object (mutable ones
 * are new per call), none depends on the platform's word size (no int between 2**31 and 2**63,
 * where 32- and 64-bit builds overflow differently) and none takes unbounded time or memory.
 */
export const VALUES: readonly string[] = [
  "0", "1", "-1", "7", "255", "2**100", "-2**100",
  "0.0", "-0.0", "1.5", "-2.5", "1e308", "float('inf')", "float('nan')", "1j", "(1+2j)",
  "True", "False", "None", "NotImplemented", "...",
  "''", "'a'", "'abc'", "'hello world'", "'\\u00e9t\\u00e9'", "'12'", "' 42 '", "'%s'", "'{}'", "'\\x00'", "'A1_b'",
  "b''", "b'ab'", "bytearray(b'xy')", "memoryview(b'abc')",
  "[]", "[1, 2, 3]", "[3, 1, 2]", "['b', 'a']", "()", "(1, 2)", "('x',)",
  "{}", "{1: 2}", "{'a': 1}", "set()", "{1, 2}", "frozenset({3})",
  "range(5)", "range(1, 10, 3)", "slice(1, 5)",
  "int", "str", "list", "len", "abs", "object", "(lambda: 0)", "(lambda x: x)", "iter([1, 2])", "object()",
];

/** Small ints only (exponents, counts, sizes): safe wherever a huge one would take forever. */
export const SMALL: readonly string[] = ["0", "1", "-1", "2", "3", "7", "-5", "1.5", "None", "'a'", "True"];
