# arguments beyond a 64-bit Py_ssize_t / C int / C long: each converter's exception and message
import os
VALS = [2**63, -2**63 - 1, 2**100, -2**100]
def t(name, f):
    for v in VALS:
        try:
            r = f(v)
            print(name, v, 'ok', r)
        except Exception as e:
            print(name, v, type(e).__name__, e)
# clinic Py_ssize_t: "Python int too large to convert to C ssize_t"
t('str.split', lambda v: 'a b c'.split(None, v))
t('str.rsplit', lambda v: 'a b c'.rsplit(' ', v))
t('str.ljust', lambda v: 'ab'.ljust(v))
t('str.rjust', lambda v: 'ab'.rjust(v, '*'))
t('str.center', lambda v: 'ab'.center(v))
t('str.zfill', lambda v: 'ab'.zfill(v))
t('str.replace', lambda v: 'aaa'.replace('a', 'b', v))
t('bytes.split', lambda v: b'a b c'.split(None, v))
t('bytes.rsplit', lambda v: b'a b c'.rsplit(b' ', v))
t('bytes.ljust', lambda v: b'ab'.ljust(v))
t('bytes.rjust', lambda v: b'ab'.rjust(v))
t('bytes.center', lambda v: b'ab'.center(v))
t('bytes.zfill', lambda v: b'ab'.zfill(v))
t('bytes.replace', lambda v: b'aaa'.replace(b'a', b'b', v))
t('bytearray.ljust', lambda v: bytearray(b'ab').ljust(v))
t('bytearray.split', lambda v: bytearray(b'a b').split(None, v))
t('bytearray.replace', lambda v: bytearray(b'aaa').replace(b'a', b'b', v))
t('bytearray.insert', lambda v: bytearray(b'ab').insert(v, 1))
t('bytearray.pop', lambda v: bytearray(b'ab').pop(v))
t('bytearray.resize', lambda v: bytearray(b'ab').resize(v))
t('memoryview.cast', lambda v: memoryview(b'abcd').cast('B', (v,)))
t('UnicodeEncodeError', lambda v: UnicodeEncodeError('ascii', 'ab', v, 2, 'r').start)
t('UnicodeTranslateError', lambda v: UnicodeTranslateError('ab', 0, v, 'r').end)
def set_start(v):
    e = UnicodeDecodeError('ascii', b'ab', 0, 1, 'r')
    e.start = v
    return e.start
t('UnicodeError.start=', set_start)
e = UnicodeEncodeError('ascii', 'ab', 0, 1, 'r')
for v in ['x', True, 1.5, 7]:
    try:
        e.end = v
        print('end=', repr(v), repr(e.end))
    except Exception as ex:
        print('end=', repr(v), type(ex).__name__, ex)
try:
    del e.end
except Exception as ex:
    print('del end', type(ex).__name__, ex)
# clinic int: "Python int too large to convert to C int"
t('str.expandtabs', lambda v: 'a\tb'.expandtabs(v))
t('str.expandtabs kw', lambda v: 'a\tb'.expandtabs(tabsize=v))
t('bytes.expandtabs', lambda v: b'a\tb'.expandtabs(v))
t('bytes.hex', lambda v: b'abcd'.hex(':', v))
t('bytearray.hex', lambda v: bytearray(b'abcd').hex(':', v))
# PyNumber_AsSsize_t(o, OverflowError): "cannot fit 'int' into an index-sized integer"
t('str*', lambda v: 'ab' * v)
t('*str', lambda v: v * 'ab')
t('str.__mul__', lambda v: 'ab'.__mul__(v))
t('bytes*', lambda v: b'ab' * v)
t('bytes()', lambda v: bytes(v))
t('bytearray()', lambda v: bytearray(v))
t('bytearray*', lambda v: bytearray(b'ab') * v)
def ba_imul(v):
    b = bytearray(b'ab')
    b *= v
    return b
t('bytearray*=', ba_imul)
t('list*', lambda v: [1] * v)
def list_imul(v):
    l = [1]
    l *= v
    return l
t('list*=', list_imul)
t('tuple*', lambda v: (1,) * v)
# PyNumber_AsSsize_t(o, IndexError) / ValueError
t('memoryview[i, j]', lambda v: memoryview(b'abcd').cast('B', (2, 2))[v, 0])
def blocking(v):
    e = BlockingIOError(1, 'x')
    e.characters_written = v
    return e.characters_written
t('BlockingIOError.characters_written', blocking)
def mv_q(v):
    m = memoryview(bytearray(8)).cast('q')
    m[0] = v
    return m[0]
t('memoryview q setitem', mv_q)
# files
name = 'num_ssize_overflow_tmp.txt'
with open(name, 'w') as f:
    f.write('hello\nworld\n')
def fop(meth, mode='r'):
    def g(v):
        with open(name, mode) as f:
            return getattr(f, meth)(v)
    return g
t('text read', fop('read'))
t('text readline', fop('readline'))
t('text readlines', fop('readlines'))
t('binary read', fop('read', 'rb'))
t('binary readline', fop('readline', 'rb'))
t('binary readlines', fop('readlines', 'rb'))
t('binary seek', fop('seek', 'rb'))
def whence(v):
    with open(name, 'rb') as f:
        return f.seek(0, v)
t('seek whence', whence)
t('open buffering', lambda v: open(name, 'rb', v).close())
os.remove(name)
