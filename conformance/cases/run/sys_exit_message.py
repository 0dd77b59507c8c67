# sys.exit with a non-int argument: printed to stderr, exit status 1
import sys
print("before")
try:
    pass
finally:
    sys.exit("fatal: giving up")
