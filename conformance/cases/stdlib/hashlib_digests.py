import hashlib
import hmac

data = b"The quick brown fox jumps over the lazy dog"
for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_256", "blake2b", "blake2s"]:
    h = hashlib.new(name, data)
    print(name, h.digest_size, h.block_size, h.hexdigest()[:32])

h = hashlib.sha256()
for chunk in [data[i:i + 7] for i in range(0, len(data), 7)]:
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(data).hexdigest(), h.name)
c = h.copy()
c.update(b"!")
print(h.hexdigest()[:16], c.hexdigest()[:16])
print(hashlib.md5(b"").hexdigest(), hashlib.sha1(b"abc").digest()[:4])
print(hashlib.blake2b(data, digest_size=16, key=b"secret", person=b"me").hexdigest())
print(hashlib.blake2s(b"x", salt=b"salt").hexdigest()[:20])
print(hashlib.shake_128(data).hexdigest(10), hashlib.shake_256(b"").hexdigest(8))
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1000, dklen=16).hex())
print(sorted(a for a in hashlib.algorithms_guaranteed))

mac = hmac.new(b"key", b"message", "sha256")
print(mac.hexdigest(), mac.name, mac.digest_size)
print(hmac.compare_digest(mac.digest(), hmac.digest(b"key", b"message", "sha256")))
print(hmac.compare_digest("abc", "abd"))

def file_digest(chunks):
    h = hashlib.sha1()
    for c in chunks:
        h.update(c)
    return h.hexdigest()
print(file_digest([b"a" * 1000] * 50))
import io
print(hashlib.file_digest(io.BytesIO(b"hello world"), "sha256").hexdigest())

for bad in [lambda: hashlib.new("nope"), lambda: hashlib.sha256("text"), lambda: hmac.new(b"k"),
            lambda: hashlib.blake2b(digest_size=100)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
