# uncaught exception with a chained context: traceback and exit code 1
def parse(s):
    return int(s)

def load(items):
    out = []
    for it in items:
        try:
            out.append(parse(it))
        except ValueError:
            raise RuntimeError(f"bad item {it!r}")
    return out

print(load(["1", "2"]))
print(load(["3", "x"]))
