# _tokenize.TokenizerIter (what tokenize.generate_tokens runs on): tokens, exact types, errors
import _tokenize
import token

def run(src, extra=True, encoding=None):
    lines = iter(src.splitlines(keepends=True)) if isinstance(src, str) else iter(src)
    try:
        kw = {} if encoding is None else {'encoding': encoding}
        for t in _tokenize.TokenizerIter(lambda: next(lines), extra_tokens=extra, **kw):
            print(token.tok_name[t[0]], repr(t[1]), t[2], t[3], repr(t[4]))
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno, e.offset)

run("def f(a, b=2):\n    return a + b  # c\nx = f'{a!r:>{w}}' \\\n  + 'z'\nif x:\n\n    pass\n")
run("def f(a, b=2):\n    return a + b  # c\n", extra=False)
run("t = t'{x:{y}}' rb'\\x' 0x_1 1_000.5e-3j @= ->\n")
run("a = '''\nmulti\nline''' + \"x\"\n")
run([b"x = 'h\xc3\xa9'\n", b"y = 1\n"], encoding='utf-8')
run([b"x = 'h\xe9'\n"], encoding='latin-1')
run("y = (1,\n")
run("  x\n y\n")
run("x = 'abc\n")
run("x = 1 $ 2\n")
run("if x:\n\tpass\n        pass\n")
run("")
run("# only a comment")
run("x = 1")
