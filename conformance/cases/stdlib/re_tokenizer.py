import re
from typing import NamedTuple

class Token(NamedTuple):
    type: str
    value: str
    line: int
    column: int

def tokenize(code):
    keywords = {"IF", "THEN", "ENDIF", "FOR", "NEXT", "GOSUB", "RETURN"}
    spec = [
        ("NUMBER", r"\d+(\.\d*)?"),
        ("ASSIGN", r":="),
        ("END", r";"),
        ("ID", r"[A-Za-z]+"),
        ("OP", r"[+\-*/]"),
        ("NEWLINE", r"\n"),
        ("SKIP", r"[ \t]+"),
        ("MISMATCH", r"."),
    ]
    tok_regex = "|".join("(?P<%s>%s)" % pair for pair in spec)
    line_num, line_start = 1, 0
    for mo in re.finditer(tok_regex, code):
        kind, value = mo.lastgroup, mo.group()
        column = mo.start() - line_start
        if kind == "NUMBER":
            value = float(value) if "." in value else int(value)
        elif kind == "ID" and value in keywords:
            kind = value
        elif kind == "NEWLINE":
            line_start = mo.end()
            line_num += 1
            continue
        elif kind == "SKIP":
            continue
        elif kind == "MISMATCH":
            raise RuntimeError(f"{value!r} unexpected on line {line_num}")
        yield Token(kind, value, line_num, column)

statements = """
    IF quantity THEN
        total := total + price * quantity;
        tax := price * 0.05;
    ENDIF;
"""
for token in tokenize(statements):
    print(token)
try:
    list(tokenize("x := 1 $ 2"))
except RuntimeError as e:
    print(type(e).__name__, e)

scanner = re.Scanner([(r"[0-9]+", lambda s, t: ("INT", int(t))), (r"[a-z_]+", lambda s, t: ("NAME", t)),
                      (r"[=+]", lambda s, t: ("OP", t)), (r"\s+", None)])
print(scanner.scan("x = 10 + y_2"))
print(re.sub(r"(?m)^\s+", "", statements).splitlines())
print(re.findall(r"(?s)IF(.*?)ENDIF", statements)[0].count(";"))
p = re.compile(r"(?P<key>\w+)\s*:=\s*(?P<expr>[^;]+);")
print([m.groupdict() for m in p.finditer(statements)])
print(p.groupindex, p.groups, re.compile(r"a|b").match("b").re.pattern)
print(re.sub(r"\b(\w)(\w*)\b", lambda m: m[1].upper() + m[2], "hello big world"), re.sub("a", r"\n", "bab") == "b\nb")
print(re.findall(r"\d+(?=%)", "10% of 200 is 20, 5%"), re.findall(r"(?<!\$)\b\d+", "$5 and 7"), re.match(r"(?i:ab)c", "ABc"))
