# A first program for pyts: `pyts tokenize examples/hello.py`, later `pyts run examples/hello.py`.
def greet(name: str) -> str:
    return f"Hello, {name}!"


for who in ["world", "pyts"]:
    print(greet(who))
