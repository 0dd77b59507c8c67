# sys.stdout / sys.stderr / sys.stdin: writing, replacing the streams, print(file=), reading stdin
import sys
n = sys.stdout.write("written\n")
print("write returned", n, sys.stdout.write(""), sys.stdout.write("é€😀\n"))
sys.stdout.writelines(["a", "b", "c\n"])
sys.stdout.flush()
print("to stderr", 1, 2, file=sys.stderr, sep="-")
sys.stderr.write("stderr write\n")
print(hasattr(sys, "__stdout__"), hasattr(sys, "__stderr__"), hasattr(sys, "__stdin__"))
for bad in (5, b"x", None):
    try:
        sys.stdout.write(bad)
    except TypeError as e:
        print("TypeError", type(bad).__name__)
class Capture:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        self.parts.append("<flush>")
cap = Capture()
old = sys.stdout
sys.stdout = cap
print("captured", 1, [2])
print("no newline", end="")
print("flushed", flush=True)
sys.stdout = old
print(cap.parts)
class Broken:
    def write(self, s):
        raise RuntimeError("cannot write " + repr(s))
sys.stdout = Broken()
try:
    print("x")
except RuntimeError as e:
    err = e
finally:
    sys.stdout = old
print("RuntimeError", err)
print("stdin:", repr(sys.stdin.readline()), repr(sys.stdin.read()), sys.stdin.readlines(), list(sys.stdin))
try:
    print(input("prompt> "))
except EOFError as e:
    print()
    print("EOFError", e)
print(sys.stdout.writable(), sys.stderr.writable(), sys.stdin.readable())
sys.stderr.writelines(["x", "y\n"])
print("end", file=sys.stdout)
