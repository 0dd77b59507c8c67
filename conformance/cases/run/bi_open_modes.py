# open() modes: 'x', '+', 'a+', 'w+', invalid modes and arguments, file errors
import os
name = 'bi_open_modes_tmp_1.txt'
with open(name, 'x') as f:
    print(f.mode, f.write('created'))
try:
    open(name, 'x')
except FileExistsError as e:
    print(type(e).__name__, e.strerror, e.filename, e.errno > 0)
with open(name, 'r+') as f:
    print(f.mode, f.read(3), f.write('X'), f.tell())
    f.seek(0)
    print(f.read())
with open(name, 'w+') as f:
    print(f.mode, repr(f.read()), f.write('fresh'), f.seek(0), f.read())
with open(name, 'a+') as f:
    print(f.mode, f.tell(), repr(f.read()), f.write('+more'), f.seek(0), f.read())
with open(name, 'x+' if False else 'r') as f:
    print(f.read())
for mode in ['', 'rw', 'rr', 'q', 'wx', 'ab+w', 'U', 'rU', 'bt', 'r+t+']:
    try:
        open(name, mode)
        print('opened', mode)
    except ValueError as e:
        print(repr(mode), e)
for bad in [lambda: open(), lambda: open(name, 'rb', encoding='utf-8'), lambda: open(name, 'rb', errors='strict'),
            lambda: open(name, 'rb', newline=''), lambda: open(name, newline='x'), lambda: open(name, buffering=0),
            lambda: open(name, encoding='no-such-codec'), lambda: open(3.5), lambda: open(name, 5), lambda: open(name, 'r', -1, None, None, None, True, None, 9),
            lambda: open(name, bogus=1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
os.remove(name)
for missing in ['bi_no_such_file.txt', 'bi_no_dir/inner.txt']:
    try:
        open(missing)
    except FileNotFoundError as e:
        print(type(e).__name__, e.strerror, e.filename, isinstance(e, OSError), e.args[1:], str(e).endswith(e.filename + "'"))
try:
    open('.')
except IsADirectoryError as e:
    print(type(e).__name__, e.strerror, e.filename)
try:
    open('.', 'w')
except IsADirectoryError as e:
    print(type(e).__name__, e.strerror, e.filename)
try:
    os.remove(name)
except FileNotFoundError as e:
    print(e.strerror)
open('bi_definitely_missing.txt', 'rwx')
