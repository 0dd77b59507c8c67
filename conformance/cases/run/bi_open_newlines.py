# open() newline handling: universal newlines on read, translation on write, newline='' and explicit values
import os
name = 'bi_open_newlines_tmp_1.txt'
with open(name, 'wb') as f:
    f.write(b'unix\nwindows\r\nmac\rend')
with open(name) as f:
    print(repr(f.read()), f.newlines)
with open(name, newline='') as f:
    print(repr(f.read()))
with open(name, newline='') as f:
    print(f.readlines())
with open(name, newline='\n') as f:
    print(f.readlines())
with open(name, newline='\r') as f:
    print(f.readlines())
with open(name, newline='\r\n') as f:
    print(f.readlines())
with open(name) as f:
    print(list(f))
for nl in [None, '', '\n', '\r', '\r\n']:
    with open(name, 'w', newline=nl) as f:
        f.write('a\nb\r\nc\rd')
    with open(name, 'rb') as f:
        print(repr(nl), f.read())
with open(name, 'w', encoding='utf-8') as f:
    f.write('wide ✓')
with open(name, 'rb') as f:
    print(f.read())
with open(name, encoding='utf-8') as f:
    print(f.read(), f.encoding)
with open(name, 'wb') as f:
    f.write(b'bad \xff byte\n')
try:
    with open(name, encoding='utf-8') as f:
        f.read()
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
with open(name, encoding='utf-8', errors='replace') as f:
    print(repr(f.read()))
with open(name, encoding='utf-8', errors='ignore') as f:
    print(repr(f.read()), f.errors)
with open(name, 'w', encoding='ascii') as f:
    try:
        f.write('naïve')
        f.flush()
    except UnicodeEncodeError as e:
        print(type(e).__name__, e)
with open(name, 'w', encoding='ascii', errors='replace') as f:
    f.write('naïve')
with open(name, 'rb') as f:
    print(f.read())
with open(name, 'w') as f:
    print(f.encoding, f.errors, f.line_buffering)
os.remove(name)
