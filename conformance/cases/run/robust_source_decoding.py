# source as compile() and import read it: invalid UTF-8 after the first line (SyntaxError),
# CR-only line endings (they run), the 4300-digit limit on int literals (SyntaxError) and on format().
# Nesting past the parser's stack is in packages/cli/src/robust.test.ts (the oracle's wasm stack overflows).
import importlib, os, sys, tempfile


def attempt(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except (SyntaxError, ValueError, MemoryError, RecursionError) as e:
        print(label, type(e).__name__, e.args[0] if e.args else "", getattr(e, "lineno", None))


attempt("utf8 line 2", lambda: compile(b"x = 1\ny = '\xff'\n", "<s>", "exec") and None)
attempt("utf8 line 1", lambda: compile(b"'\xff'\n", "<s>", "exec") and None)
attempt("utf8 comment", lambda: compile(b"x = 1\n# \xc3\x28\n", "<s>", "exec") and None)
attempt("utf8 truncated", lambda: compile(b"x = 1\ny = '\xe2\x82'\n", "<s>", "exec") and None)
attempt("latin-1 declared", lambda: compile(b"# coding: latin-1\nx = '\xff'\n", "<s>", "exec") and None)
ns = {}
attempt("cr only", lambda: exec(compile(b"x = 1\ry = x + 1\rif y:\r    z = 3\r", "<s>", "exec"), ns) or (ns["x"], ns["y"], ns["z"]))
attempt("crlf", lambda: exec(compile(b"a = 1\r\nb = 2\r\n", "<s>", "exec"), ns) or (ns["a"], ns["b"]))
attempt("mixed", lambda: exec(compile(b"c = 1\rd = 2\r\ne = 3\n", "<s>", "exec"), ns) or (ns["c"], ns["d"], ns["e"]))
attempt("int literal 4300", lambda: len(str(eval("1" * 4300))))
attempt("int literal 4301", lambda: compile("x = " + "1" * 4301, "<s>", "exec") and None)
attempt("int literal 5000 eval", lambda: eval("9" * 5000))
attempt("hex literal 5000", lambda: eval("0x" + "f" * 5000).bit_length())
attempt("underscored literal", lambda: compile("x = " + "1_" * 4400 + "1", "<s>", "exec") and None)
attempt("format 10**5000 d", lambda: format(10 ** 5000, "d"))
attempt("parens 300", lambda: eval("(" * 300 + ")" * 300))
# the same sources as files run by import: bytes the tokenizer reads from disk
with tempfile.TemporaryDirectory() as d:
    sys.path.insert(0, d)
    for name, data in [("m_cr", b"x = 1\rprint('cr', x)\r"), ("m_bad", b"x = 1\ny = '\xff'\n"),
                       ("m_big", b"x = " + b"7" * 4400 + b"\n"), ("m_crlf", b"print('crlf')\r\n")]:
        with open(os.path.join(d, name + ".py"), "wb") as f:
            f.write(data)
        importlib.invalidate_caches()
        attempt("import " + name, lambda: __import__(name) and None)
    sys.path.remove(d)
    # a program may run again in the same interpreter (pyc-run.test.ts): the modules are forgotten
    for name in ("m_cr", "m_bad", "m_big", "m_crlf"):
        sys.modules.pop(name, None)
