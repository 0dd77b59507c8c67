import uuid

ns = uuid.NAMESPACE_DNS
u3 = uuid.uuid3(ns, "example.com")
u5 = uuid.uuid5(ns, "example.com")
print(u3, u3.version, u3.variant, u5, u5.version)
print(uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/x"), uuid.uuid3(uuid.NAMESPACE_OID, "1.2.3"))
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(repr(u), u.hex, u.int, u.urn, u.bytes, u.bytes_le, u.fields, u.time_low, u.node)
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}") == u, uuid.UUID(int=u.int) == u, uuid.UUID(bytes=u.bytes) == u)
print(uuid.UUID(hex="urn:uuid:12345678123456781234567812345678"), uuid.UUID(fields=u.fields), str(uuid.UUID(bytes_le=u.bytes_le)))
print(sorted([uuid.UUID(int=3), uuid.UUID(int=1), uuid.UUID(int=2)]), uuid.NIL, uuid.MAX, uuid.UUID(int=0) == uuid.NIL)
r = uuid.uuid4()
print(r.version, len(str(r)), r.variant == uuid.RFC_4122)
print(uuid.uuid8(b"abcdefghijklmnop") if False else uuid.uuid8(1, 2, 3), uuid.uuid8(1, 2, 3).version)
print(uuid.uuid7().version, uuid.uuid7() != uuid.uuid7())
print({u: "id"}[uuid.UUID(str(u))], u.is_safe)
for bad in ["not-a-uuid", "12345678-1234-5678-1234-56781234567", "", "g2345678123456781234567812345678"]:
    try:
        uuid.UUID(bad)
    except ValueError as e:
        print(type(e).__name__, e)
for kw in [{"int": -1}, {"bytes": b"short"}, {}]:
    try:
        uuid.UUID(**kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    u.hex = "x"
except TypeError as e:
    print(type(e).__name__, e)
