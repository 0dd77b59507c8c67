import io
import token
import tokenize

code = '''def greet(name: str = "world") -> None:
    # say hello
    msg = f"Hello, {name}!"  # inline
    print(msg, 3.14, 0x1F, ...)
'''
for tok in tokenize.generate_tokens(io.StringIO(code).readline):
    print(f"{tokenize.tok_name[tok.type]:<14} {tok.string!r:<22} {tok.start} {tok.end}")

counts = {}
for tok in tokenize.tokenize(io.BytesIO(code.encode()).readline):
    name = token.tok_name[tok.exact_type]
    counts[name] = counts.get(name, 0) + 1
print(sorted(counts.items()))

def strip_comments(src):
    out = []
    for tok in tokenize.generate_tokens(io.StringIO(src).readline):
        if tok.type != tokenize.COMMENT:
            out.append((tok.type, tok.string))
    return tokenize.untokenize(out)
print(strip_comments(code))

def rename(src, old, new):
    toks = list(tokenize.generate_tokens(io.StringIO(src).readline))
    return tokenize.untokenize([t._replace(string=new) if t.type == token.NAME and t.string == old else t for t in toks])
print(rename("x = 1\ny = x + x  # x\n", "x", "value"))
print(tokenize.detect_encoding(io.BytesIO(b"# -*- coding: latin-1 -*-\nx=1\n").readline))
print(tokenize.detect_encoding(io.BytesIO(b"\xef\xbb\xbfx = 1\n").readline))
print(token.ISTERMINAL(token.NAME), token.ISNONTERMINAL(300), token.EXACT_TOKEN_TYPES["**="] == token.DOUBLESTAREQUAL)
for bad in ["x = (1,\n", "'unterminated\n", "  x\n y\n"]:
    try:
        list(tokenize.generate_tokens(io.StringIO(bad).readline))
    except (tokenize.TokenError, SyntaxError) as e:
        print(type(e).__name__, e)
