# Replacement templates through _sre.template: sub/subn/expand hand a template with a backslash to
# re._compile_template, here a stand-in in sys.modules giving re._parser.parse_template's lists
# (the oracle's _sre may keep the real one it looked up before: same templates either way).
import _sre, sys

w = _sre.compile('(?P<w>\\w)(\\d)?', 32, [14, 7, 4, 1, 2, 8, 14, 0, 17, 0, 13, 4, 8, 14, 0, 17, 1, 23, 12, 0, 1, 17, 2, 13, 4, 8, 10, 0, 17, 3, 18, 1], 2, {'w': 1}, (None, 'w', None))
ab = _sre.compile(b'(a)(b)?', 0, [14, 8, 1, 1, 2, 1, 0, 97, 0, 17, 0, 16, 97, 17, 1, 23, 9, 0, 1, 17, 2, 16, 98, 17, 3, 18, 1], 2, {}, (None, None, None))

TEMPLATES = {
    '<\\1>': ['<', 1, '>'],
    '\\g<w>\\g<w>': ['', 1, '', 1, ''],
    '[\\2]': ['[', 2, ']'],
    '\\\\': ['\\'],
    'x\\n\\1y\\g<0>': ['x\n', 1, 'y', 0, ''],
    '\\1\\1\\1': ['', 1, '', 1, '', 1, ''],
    b'<\\1\\2>': [b'<', 1, b'', 2, b'>'],
    b'\\g<0>-': [b'', 0, b'-'],
}

class _Re:
    pass

def _compile_template(pattern, repl):
    return _sre.template(pattern, TEMPLATES[repl])

fake = _Re()
fake._compile_template = _compile_template
old = sys.modules.get('re')
sys.modules['re'] = fake
try:
    for t in ['<\\1>', '\\g<w>\\g<w>', '[\\2]', '\\\\', 'x\\n\\1y\\g<0>', '\\1\\1\\1']:
        print(repr(t), repr(w.sub(t, 'a1 b c2!')), w.subn(t, 'ab', 1))
    m = w.search('..z9')
    print(m.expand('<\\1>'), m.expand('[\\2]'), repr(m.expand('x\\n\\1y\\g<0>')))
    print(ab.sub(b'<\\1\\2>', b'xabyaz'), ab.subn(b'\\g<0>-', bytearray(b'aab')), ab.search(b'zab').expand(b'<\\1\\2>'))
    print(w.sub('plain', 'ab'), w.sub('', 'a b'), ab.sub(b'-', b'aba'))
finally:
    if old is None:
        del sys.modules['re']
    else:
        sys.modules['re'] = old

t = _sre.template(w, ['a', 1, 'b'])
print(type(t).__name__)
for bad in ([], ['a', 1], ['a', -1, 'b'], ['a', 'x', 'b'], ('a',)):
    try:
        _sre.template(w, bad)
    except Exception as e:
        print(type(e).__name__, e)
