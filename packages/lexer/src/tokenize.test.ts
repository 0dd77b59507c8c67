/**
 * Table tests of the tokenizer: small sources and the tokens CPython 3.14's `tokenize` gives
 * for them (checked against the oracle when written; the full comparison over the stdlib lives
 * in conformance/src/stages/lexer/conformance.test.ts).
 */
import { describe, expect, it } from "vitest";
import { generateTokens, tokenize } from "./tokenize.js";
import { PySyntaxError } from "./errors.js";
import { tok_name } from "./tokens.generated.js";

const enc = new TextEncoder();

/** Tokens as `NAME 'string' l,c-l,c` lines, like a compact `python -m tokenize -e`. */
function show(src: string, exact = true): string[] {
  return tokenize(enc.encode(src)).map(
    (t) => `${tok_name[exact ? t.exactType : t.type]} ${JSON.stringify(t.string)} ${t.start[0]},${t.start[1]}-${t.end[0]},${t.end[1]}`,
  );
}

function error(src: string, extraTokens = true): [string, string, number, number] {
  try {
    tokenize(enc.encode(src), { extraTokens });
  } catch (e) {
    if (e instanceof PySyntaxError) return [e.type, e.msg, e.lineno, e.offset];
    throw e;
  }
  throw new Error("no error");
}

describe("tokenize: token streams", () => {
  const table: [string, string[]][] = [
    ["x = 1", ['ENCODING "utf-8" 0,0-0,0', 'NAME "x" 1,0-1,1', 'EQUAL "=" 1,2-1,3', 'NUMBER "1" 1,4-1,5', 'NEWLINE "" 1,5-1,6', 'ENDMARKER "" 2,0-2,0']],
    [
      "if x:\n  y\n",
      [
        'ENCODING "utf-8" 0,0-0,0', 'NAME "if" 1,0-1,2', 'NAME "x" 1,3-1,4', 'COLON ":" 1,4-1,5', 'NEWLINE "\\n" 1,5-1,6',
        'INDENT "  " 2,0-2,2', 'NAME "y" 2,2-2,3', 'NEWLINE "\\n" 2,3-2,4', 'DEDENT "" 3,0-3,0', 'ENDMARKER "" 3,0-3,0',
      ],
    ],
    ["a\r\nb\r\n", ['ENCODING "utf-8" 0,0-0,0', 'NAME "a" 1,0-1,1', 'NEWLINE "\\r\\n" 1,1-1,3', 'NAME "b" 2,0-2,1', 'NEWLINE "\\r\\n" 2,1-2,3', 'ENDMARKER "" 3,0-3,0']],
    ["a\rb\n", ['ENCODING "utf-8" 0,0-0,0', 'NAME "a" 1,0-1,1', 'OP "\\rb" 1,1-1,3', 'NEWLINE "\\n" 1,3-1,4', 'ENDMARKER "" 2,0-2,0']],
    ["€ = 1\n", ['ENCODING "utf-8" 0,0-0,0', 'NAME "€" 1,0-1,1', 'EQUAL "=" 1,2-1,3', 'NUMBER "1" 1,4-1,5', 'NEWLINE "\\n" 1,5-1,6', 'ENDMARKER "" 2,0-2,0']],
    ["x = (1,\n# c\n)\n", [
      'ENCODING "utf-8" 0,0-0,0', 'NAME "x" 1,0-1,1', 'EQUAL "=" 1,2-1,3', 'LPAR "(" 1,4-1,5', 'NUMBER "1" 1,5-1,6', 'COMMA "," 1,6-1,7',
      'NL "\\n" 1,7-1,8', 'COMMENT "# c" 2,0-2,3', 'NL "\\n" 2,3-2,4', 'RPAR ")" 3,0-3,1', 'NEWLINE "\\n" 3,1-3,2', 'ENDMARKER "" 4,0-4,0',
    ]],
    ['f"a{x!r:>{w}} {{b}} {y=}"\n', [
      'ENCODING "utf-8" 0,0-0,0', 'FSTRING_START "f\\"" 1,0-1,2', 'FSTRING_MIDDLE "a" 1,2-1,3', 'LBRACE "{" 1,3-1,4', 'NAME "x" 1,4-1,5',
      'EXCLAMATION "!" 1,5-1,6', 'NAME "r" 1,6-1,7', 'COLON ":" 1,7-1,8', 'FSTRING_MIDDLE ">" 1,8-1,9', 'LBRACE "{" 1,9-1,10',
      'NAME "w" 1,10-1,11', 'RBRACE "}" 1,11-1,12', 'FSTRING_MIDDLE "" 1,12-1,12', 'RBRACE "}" 1,12-1,13', 'FSTRING_MIDDLE " {" 1,13-1,15',
      'FSTRING_MIDDLE "b}" 1,16-1,18', 'FSTRING_MIDDLE " " 1,19-1,20', 'LBRACE "{" 1,20-1,21', 'NAME "y" 1,21-1,22', 'EQUAL "=" 1,22-1,23',
      'RBRACE "}" 1,23-1,24', 'FSTRING_END "\\"" 1,24-1,25', 'NEWLINE "\\n" 1,25-1,26', 'ENDMARKER "" 2,0-2,0',
    ]],
    ['t"a{x}b"\n', [
      'ENCODING "utf-8" 0,0-0,0', 'TSTRING_START "t\\"" 1,0-1,2', 'TSTRING_MIDDLE "a" 1,2-1,3', 'LBRACE "{" 1,3-1,4', 'NAME "x" 1,4-1,5',
      'RBRACE "}" 1,5-1,6', 'TSTRING_MIDDLE "b" 1,6-1,7', 'TSTRING_END "\\"" 1,7-1,8', 'NEWLINE "\\n" 1,8-1,9', 'ENDMARKER "" 2,0-2,0',
    ]],
    ["x = 0x_1f + 1_0.5e-3j + .5 + 0o17 + 0b1\n", [
      'ENCODING "utf-8" 0,0-0,0', 'NAME "x" 1,0-1,1', 'EQUAL "=" 1,2-1,3', 'NUMBER "0x_1f" 1,4-1,9', 'PLUS "+" 1,10-1,11',
      'NUMBER "1_0.5e-3j" 1,12-1,21', 'PLUS "+" 1,22-1,23', 'NUMBER ".5" 1,24-1,26', 'PLUS "+" 1,27-1,28', 'NUMBER "0o17" 1,29-1,33',
      'PLUS "+" 1,34-1,35', 'NUMBER "0b1" 1,36-1,39', 'NEWLINE "\\n" 1,39-1,40', 'ENDMARKER "" 2,0-2,0',
    ]],
    ["a **= b // c ... -> d := e != f\n", [
      'ENCODING "utf-8" 0,0-0,0', 'NAME "a" 1,0-1,1', 'DOUBLESTAREQUAL "**=" 1,2-1,5', 'NAME "b" 1,6-1,7', 'DOUBLESLASH "//" 1,8-1,10',
      'NAME "c" 1,11-1,12', 'ELLIPSIS "..." 1,13-1,16', 'RARROW "->" 1,17-1,19', 'NAME "d" 1,20-1,21', 'COLONEQUAL ":=" 1,22-1,24',
      'NAME "e" 1,25-1,26', 'NOTEQUAL "!=" 1,27-1,29', 'NAME "f" 1,30-1,31', 'NEWLINE "\\n" 1,31-1,32', 'ENDMARKER "" 2,0-2,0',
    ]],
  ];
  for (const [src, want] of table) it(JSON.stringify(src), () => expect(show(src)).toEqual(want));

  it("keeps the physical line(s) of each token", () => {
    const toks = generateTokens('x = """a\nb""" + 1\n');
    expect(toks.map((t) => t.line)).toEqual(['x = """a\n', 'x = """a\n', 'x = """a\nb""" + 1\n', 'b""" + 1\n', 'b""" + 1\n', 'b""" + 1\n', ""]);
  });

  it("gives UTF-8 byte columns beside character columns", () => {
    const t = generateTokens("é = 'ça'\n")[2]!;
    expect([t.start, t.end, t.startByte, t.endByte]).toEqual([[1, 4], [1, 8], 5, 10]);
  });
});

describe("tokenize: errors", () => {
  const table: [string, [string, string, number, number]][] = [
    ["x = 'abc\n", ["SyntaxError", "unterminated string literal (detected at line 1)", 1, 5]],
    ['x = """abc\n', ["SyntaxError", "unterminated triple-quoted string literal (detected at line 1)", 1, 5]],
    ['f"{x"\n', ["SyntaxError", "f-string: expecting '}'", 1, 5]],
    ["if x:\n    a\n  b\n", ["IndentationError", "unindent does not match any outer indentation level", 3, 4]],
    ["if x:\n\ty\n        z\n", ["TabError", "inconsistent use of tabs and spaces in indentation", 3, 10]],
    ["(\n", ["SyntaxError", "unexpected EOF in multi-line statement", 1, 0]],
    ["x = \\ y\n", ["SyntaxError", "unexpected character after line continuation character", 1, 8]],
    ["x = 0x\n", ["SyntaxError", "invalid hexadecimal literal", 1, 6]],
    ["x\u0001\n", ["SyntaxError", "invalid non-printable character U+0001", 1, 2]],
    ["ub''\n", ["SyntaxError", "'u' and 'b' prefixes are incompatible", 1, 1]],
  ];
  for (const [src, want] of table) it(JSON.stringify(src), () => expect(error(src)).toEqual(want));

  const parserMode: [string, [string, string, number, number]][] = [
    ["€ = 1\n", ["SyntaxError", "invalid character '€' (U+20AC)", 1, 1]],
    ["x = 1\u00a0\n", ["SyntaxError", "invalid non-printable character U+00A0", 1, 6]],
    ["1abc\n", ["SyntaxError", "invalid decimal literal", 1, 1]],
    ["0777\n", ["SyntaxError", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", 1, 1]],
    [")\n", ["SyntaxError", "unmatched ')'", 1, 1]],
    ["(]\n", ["SyntaxError", "closing parenthesis ']' does not match opening parenthesis '('", 1, 2]],
    ["(\n]\n", ["SyntaxError", "closing parenthesis ']' does not match opening parenthesis '(' on line 1", 2, 1]],
    ["(".repeat(201) + "\n", ["SyntaxError", "too many nested parentheses", 1, 201]],
  ];
  for (const [src, want] of parserMode) it(`parser mode: ${JSON.stringify(src).slice(0, 40)}`, () => expect(error(src, false)).toEqual(want));

  it("parser mode drops COMMENT/NL and keeps C types", () => {
    const toks = tokenize(enc.encode("x = (1, # c\n 2)\n"), { extraTokens: false });
    expect(toks.map((t) => tok_name[t.exactType])).toEqual(["NAME", "EQUAL", "LPAR", "NUMBER", "COMMA", "NUMBER", "RPAR", "NEWLINE", "ENDMARKER"]);
  });

  it("parser mode with type comments: TYPE_COMMENT and TYPE_IGNORE", () => {
    const toks = tokenize(enc.encode("x = 1  #type:\tint\n# type: ignore[x]\ny = 2 # type: ignored\n"), { extraTokens: false, typeComments: true });
    expect(toks.map((t) => [tok_name[t.type], t.string, t.startByte, t.endByte])).toEqual([
      ["NAME", "x", 0, 1], ["OP", "=", 2, 3], ["NUMBER", "1", 4, 5], ["TYPE_COMMENT", "int", 14, 17], ["NEWLINE", "", 17, 18],
      ["TYPE_IGNORE", "[x]", 14, 18],
      ["NAME", "y", 0, 1], ["OP", "=", 2, 3], ["NUMBER", "2", 4, 5], ["TYPE_COMMENT", "ignored", 14, 21], ["NEWLINE", "", 21, 22],
      ["ENDMARKER", "", -1, -1],
    ]);
  });
});
