# open() binary mode: bytes I/O, seek/tell/truncate, read sizes, errors
import os
name = 'bi_open_binary_tmp_1.bin'
with open(name, 'wb') as f:
    print(type(f).__name__, f.mode, f.write(b'\x00\x01\x02hello\n\xffworld'), f.tell())
    print(f.write(bytes(range(5))), f.tell())
    f.seek(0)
    f.write(b'ZZ')
    print(f.tell(), f.seek(0, 2), f.seek(-3, 2), f.tell())
with open(name, 'rb') as f:
    data = f.read()
    print(data, len(data), f.tell(), f.read(), f.read(5))
    print(f.seek(3), f.read(5), f.seek(2, 1), f.read(1), f.tell())
    f.seek(0)
    print(f.readline(), f.readline(), f.readlines())
    f.seek(0)
    print(list(f)[:1], f.read1(2) if hasattr(f, 'read1') else b'')
with open(name, 'r+b') as f:
    print(f.mode, f.read(2), f.write(b'..'), f.tell())
    print(f.truncate(6), f.tell())
    f.seek(0)
    print(f.read())
with open(name, 'ab') as f:
    print(f.mode, f.tell(), f.write(b'+tail'), f.tell())
with open(name, 'rb') as f:
    print(f.read())
    try:
        f.write(b'x')
    except Exception as e:
        print(type(e).__name__, e)
with open(name, 'wb') as f:
    try:
        f.write('text')
    except TypeError as e:
        print(e)
    try:
        f.read()
    except Exception as e:
        print(type(e).__name__, e)
    try:
        f.seek(-1)
    except (ValueError, OSError) as e:
        print(type(e).__name__, e.args[-1])
    f.write(bytearray(b'ba') if 'bytearray' in dir(__builtins__) else b'ba')
with open(name, 'rb', buffering=0) as f:
    print(type(f).__name__, f.read())
with open(name, 'rb') as f:
    buf = f.read()
print(buf, len(buf))
os.remove(name)
