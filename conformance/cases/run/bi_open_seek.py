# text file seek/tell/truncate and iteration interplay; closed-file and mode errors
import os
name = 'bi_open_seek_tmp_1.txt'
with open(name, 'w') as f:
    for i in range(5):
        f.write(f'line {i}\n')
    print(f.tell())
with open(name) as f:
    print(f.readline(), f.tell())
    pos = f.tell()
    rest = f.read()
    f.seek(pos)
    print(f.read() == rest, f.seek(0), f.readline())
    f.seek(0, 2)
    print(repr(f.read()), f.tell())
    for bad in [lambda: f.seek(1, 1), lambda: f.seek(-1, 2), lambda: f.seek(0, 5), lambda: f.seek('a'), lambda: f.seek(-5)]:
        try:
            print(bad())
        except Exception as e:
            print(type(e).__name__, e)
    print(f.seek(0, 1) == f.tell())
with open(name, 'r+') as f:
    f.seek(7)
    print(f.truncate(), f.tell())
    f.seek(0)
    print(repr(f.read()))
    print(f.truncate(3))
    f.seek(0)
    print(repr(f.read()))
with open(name, 'a') as f:
    f.write('Z')
    try:
        f.read()
    except Exception as e:
        print(type(e).__name__, e)
with open(name) as f:
    print(f.read(), f.fileno() >= 0 if False else True, f.isatty())
    try:
        f.truncate()
    except Exception as e:
        print(type(e).__name__, e)
f = open(name)
f.close()
for attr in ['readline', 'readlines', 'truncate', 'seekable', 'readable', 'writable']:
    try:
        print(getattr(f, attr)())
    except ValueError as e:
        print(attr, e)
print(f.name, f.mode, f.closed)
try:
    with f:
        pass
except ValueError as e:
    print(e)
os.remove(name)
with open(name, 'w') as g:
    g.write('data')
os.remove(name)
f.read()
