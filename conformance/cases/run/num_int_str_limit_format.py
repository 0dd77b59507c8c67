# The int string-conversion limit (sys.set_int_max_str_digits, 4300 by default) on format() and
# f-strings with a decimal presentation type; binary/hex ones are not limited.
import sys
x = 10 ** 5000
def tryit(f):
    try:
        print(len(f()))
    except ValueError as e:
        print("ValueError:", e)
for f in (lambda: str(x), lambda: format(x, 'd'), lambda: f"{x}", lambda: f"{x:d}", lambda: format(x, ','),
          lambda: "%d" % x, lambda: format(x, 'x'), lambda: f"{x:_}", lambda: format(x, 'n'), lambda: f"{-x:>6000}",
          lambda: format(x, 'b'), lambda: "{:d}".format(x)):
    tryit(f)
sys.set_int_max_str_digits(640)
tryit(lambda: format(10 ** 700, 'd'))
tryit(lambda: format(10 ** 600, 'd'))
sys.set_int_max_str_digits(0)
tryit(lambda: format(x, 'd'))
tryit(lambda: f"{x:,}")
sys.set_int_max_str_digits(4300)  # restored: the limit is process state
