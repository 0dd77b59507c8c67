# the builtin hash modules under hashlib and hmac: digests, copies, names and sizes, errors
import hashlib, hmac, _md5, _sha1, _sha2, _sha3, _blake2

data = [b"", b"abc", b"x" * 200, bytes(range(256)) * 3, bytearray(b"ba"), memoryview(b"mv")]
for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "blake2b", "blake2s"]:
    for d in data:
        h = hashlib.new(name, d)
        c = h.copy()
        c.update(b"more")
        print(name, h.name, h.digest_size, h.block_size, h.hexdigest()[:24], c.hexdigest()[:24], len(h.digest()))
    print(getattr(hashlib, name)(b"abc").hexdigest() == hashlib.new(name, b"abc").hexdigest())
for name in ["shake_128", "shake_256"]:
    h = getattr(_sha3, name)(b"abc")
    print(name, h.digest_size, h.block_size, h.hexdigest(10), h.digest(3), h.copy().hexdigest(0))
    try:
        h.hexdigest(-1)
    except ValueError as e:
        print("ValueError", e)
print(hashlib.sha256(b"x").hexdigest())
print(sorted(hashlib.algorithms_guaranteed))
print(hmac.new(b"key", b"msg", "sha256").hexdigest())
print(hmac.new(b"key", b"msg", hashlib.md5).hexdigest(), hmac.digest(b"k", b"m", "sha1").hex())
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest("a", "b"))
print(hashlib.blake2b(b"abc", key=b"key", salt=b"salt", person=b"me", digest_size=33, fanout=2, depth=3, leaf_size=5,
                      node_offset=7, node_depth=1, inner_size=9, last_node=True).hexdigest())
print(hashlib.blake2s(b"abc", key=b"k" * 32, digest_size=5).hexdigest(), hashlib.blake2s(digest_size=5).digest_size)
print(hashlib.blake2b.SALT_SIZE, _blake2.BLAKE2S_PERSON_SIZE, _sha3.sha3_256()._rate_bits, _sha3.sha3_256()._capacity_bits, _sha3.shake_128()._suffix)
print(type(_sha2.sha256()).__name__, type(_md5.md5()), type(_sha1.sha1()), type(_sha3.sha3_224()), type(hashlib.blake2s()))
for bad in [lambda: _sha2.sha256("s"), lambda: _sha2.sha256(1), lambda: _sha2.sha256(b"a", string=b"b"), lambda: _md5.md5().update("s"),
            lambda: type(_sha2.sha256())(), lambda: hashlib.blake2b(digest_size=65), lambda: hashlib.blake2s(key=b"x" * 33),
            lambda: hashlib.blake2b(salt=b"x" * 17), lambda: hashlib.blake2b(fanout=256), lambda: hashlib.blake2s(node_offset=2 ** 48),
            lambda: hashlib.blake2b(leaf_size=-1), lambda: hashlib.blake2b(inner_size=65), lambda: hashlib.blake2b(key="s"),
            lambda: hashlib.new("nope")]:
    try:
        bad()
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(_sha2.sha256(string=b"abc").hexdigest() == _sha2.sha256(b"abc").hexdigest(), _sha2.sha256(data=b"").name)
