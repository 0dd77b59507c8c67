/**
 * @pyts/lexer — stage one of the pipeline: bytes → decoded source (PEP 263) → tokens, identical
 * to CPython 3.14's `tokenize` module and C tokenizer.
 *
 * Entry points
 * - `tokenize(bytes)`: `list(tokenize.tokenize(io.BytesIO(bytes).readline))` — ENCODING first,
 *   then every token (COMMENT, NL, operators as OP with `exactType`), the last NEWLINE '' when the
 *   file lacks a final newline, trailing DEDENTs/ENDMARKER on the line after the last.
 * - `generateTokens(text)`: `tokenize.generate_tokens` over decoded text (no ENCODING).
 * - `decodeSource(bytes, filename?)`: `tokenize.detect_encoding` + decoding (what `tokenize` does).
 * - `decodeSourceForCompile(bytes, filename?)`: decoding as `compile(bytes)`/`ast.parse(bytes)` do
 *   it (newline translation, C coding-spec rules, "Non-UTF-8 code starting with …" errors).
 * - `TokenStream`: the same, one token at a time (`next()` → Token | null), for streaming callers.
 *
 * `{ input: "string" }` selects the string tokenizer (`compile(str)`, `ast.parse`) instead of the
 * readline one (`tokenize`, running a file); see `TokenizeOptions.input`.
 *
 * The parser's mode: pass `{ extraTokens: false }` to `tokenize`, `generateTokens` or
 * `TokenStream`. That is the C tokenizer as the PEG parser drives it: no ENCODING, COMMENT or NL;
 * NEWLINE strings are the C token text ('' or '\r' before "\r\n"); `typeComments: true` adds
 * TYPE_COMMENT/TYPE_IGNORE tokens as for `ast.parse(type_comments=True)`; the number, identifier (PEP 3131) and bracket checks
 * raise their SyntaxErrors ("invalid decimal literal", "invalid character '€' (U+20AC)",
 * "unmatched ')'", "closing parenthesis ']' does not match opening parenthesis '('", …);
 * INDENT/DEDENT/ENDMARKER carry no text and columns -1; operators have `type` OP and `exactType`
 * the C token type (LPAR, NOTEQUAL for both '!=' and '<>', …). `startByte`/`endByte` are the C
 * token's byte columns (`col_offset`/`end_col_offset` of the AST), `metadata` the debug text of
 * `f"{x=}"`. Warnings (SyntaxWarning: "invalid decimal literal" before a keyword, invalid
 * escapes before braces in f-strings) are collected in `TokenStream.warnings`.
 *
 * Errors: every failure is a `PySyntaxError` (type SyntaxError / IndentationError / TabError,
 * msg, filename, lineno, offset, end_lineno, end_offset, text; end_* are null where CPython has
 * None) positioned as the `tokenize` module reports it; `errcode` and `state` carry the C lexer's `tok->done` code and raw positions
 * for the cases the parser positions differently (E_EOF, E_DEDENT, E_TABSPACE, E_TOODEEP,
 * E_LINECONT). `PyEncodingError` (a PySyntaxError) comes from `decodeSource`.
 *
 * chevrotain: `src/chevrotain.ts` (package export `@pyts/lexer/chevrotain`, kept out of this
 * index because importing chevrotain costs most of a second) defines the vocabulary as chevrotain
 * token types and converts tokens to chevrotain `IToken`s for a parser built with its DSL.
 */
export * from "./tokens.js";
export { PySyntaxError, PyEncodingError } from "./errors.js";
export type { ErrCode, LexerErrorState, LexerWarning, SyntaxErrorType } from "./errors.js";
export { decodeSource, getNormalName } from "./decode.js";
export { decodeSourceForCompile, translateNewlines } from "./decodeCompile.js";
export type { CompileDecodedSource } from "./decodeCompile.js";
export type { DecodedSource } from "./decode.js";
export { lookupCodec, normalizeEncoding, NON_TEXT_CODECS } from "./codecs.js";
export { CHARMAP_TABLES } from "./codecs.generated.js";
export type { Codec } from "./codecs.js";
export { tokenize, generateTokens, TokenStream, encodingToken } from "./tokenize.js";
export type { TokenizeOptions } from "./tokenize.js";
export { untokenize, untokenizeBytes } from "./untokenize.js";
export { reprStr, reprBytes, formatFloatRepr, reprComplex, codePointLength } from "./repr.js";
export { expNearest, exp2Nearest, logNearest } from "./libm.js";
export { ratioToDouble, powDouble, complexBinop, complexProd, complexQuot, type ComplexOperand } from "./floatmath.js";
export { isPrintable, isXidStart, isXidContinue } from "./unicode.js";
export { Lexer } from "./lexer.js";
export type { RawToken } from "./lexer.js";
export { SourceBuffer } from "./source.js";
