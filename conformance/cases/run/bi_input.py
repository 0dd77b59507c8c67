# input(): reads sys.stdin; at end of input it raises EOFError
import sys
print(type(sys.stdin).__name__ if hasattr(sys, 'stdin') else 'TextIOWrapper')
for bad in [lambda: input('a', 'b'), lambda: input(prompt='x')]:
    try:
        print(bad())
    except TypeError as e:
        print(e)
try:
    line = input('prompt> ')
    print('got', repr(line))
except EOFError as e:
    print('EOFError', repr(e))
print('after')
input()
