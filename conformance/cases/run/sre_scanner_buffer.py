# A scanner holds its bytearray subject's buffer: resizing raises BufferError until the scanner goes (test_re.test_keep_buffer)
import re, gc
b = bytearray(b'x')
it = re.finditer(b'a', b)
try:
    b.extend(b'x'*400)
except BufferError as e:
    print("BufferError", e)
list(it)
del it
gc.collect()
b.extend(b'x'*400)
print(len(b))
s = re.compile(b'x').scanner(b)
try: b.append(1)
except BufferError as e: print(e)
del s
b.append(1); print(len(b))
