b = "héllo wörld".encode("utf-8")
print(b, len(b), b.decode("utf-8"), b[:3], b.upper(), b.hex())
print(bytes([65, 66, 67]), bytearray(b"abc") + b"d", b"a,b,,c".split(b","))
ba = bytearray(5)
ba[0] = 255
ba[1:3] = b"xy"
print(ba, list(ba), bytes.fromhex("deadbeef"))
print("ü".encode("latin-1"), b"\xfc".decode("latin-1"), "€".encode("utf-16-le"))
