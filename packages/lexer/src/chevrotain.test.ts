import { tokenMatcher } from "chevrotain";
import { describe, expect, it } from "vitest";
import { OpCategory, chevrotainTokenType, toChevrotainTokens } from "./chevrotain.js";
import { generateTokens } from "./tokenize.js";
import { TokenType } from "./tokens.generated.js";

describe("chevrotain vocabulary", () => {
  it("maps tokens to their exact types, operators under OP", () => {
    const toks = toChevrotainTokens(generateTokens("f(x) != 2\n"));
    expect(toks.map((t) => t.tokenType.name)).toEqual(["NAME", "LPAR", "NAME", "RPAR", "NOTEQUAL", "NUMBER", "NEWLINE", "ENDMARKER"]);
    expect(tokenMatcher(toks[1]!, OpCategory)).toBe(true);
    expect(tokenMatcher(toks[0]!, OpCategory)).toBe(false);
    expect(tokenMatcher(toks[4]!, chevrotainTokenType(TokenType.NOTEQUAL))).toBe(true);
    expect([toks[2]!.startLine, toks[2]!.startColumn, toks[2]!.image]).toEqual([1, 3, "x"]);
  });
});
