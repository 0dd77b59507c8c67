# uncaught exception with notes (multi-line, non-str note rejected), a custom __str__ and a module-qualified name
class ParseError(ValueError):
    def __str__(self):
        return f"line {self.args[0]}: {self.args[1]}"
def parse(lines):
    for i, line in enumerate(lines, 1):
        if not line.strip():
            e = ParseError(i, "empty line")
            e.add_note("while parsing the config")
            e.add_note("hint:\n  remove blank lines")
            raise e
    return len(lines)
print(parse(["a", "b"]))
try:
    parse(["a", " "])
except ParseError as e:
    print(e, e.args, e.__notes__)
    try:
        e.add_note(42)
    except TypeError as t:
        print(t)
parse(["x", "", "y"])
