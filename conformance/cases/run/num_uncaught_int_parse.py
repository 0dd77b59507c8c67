# an uncaught ValueError from int() with the offending literal in the message
def parse_all(tokens):
    return [int(t, 0) for t in tokens]
print(parse_all(["0x1f", "0o17", "0b101", "1_000", "-42"]))
try:
    parse_all(["12", "0x"])
except ValueError as e:
    print("caught:", e)
print(parse_all(["10", "0b2"]))
