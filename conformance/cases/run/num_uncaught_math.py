# an uncaught math domain error
import math
def roots(xs):
    for x in xs:
        yield x, math.sqrt(x)
for x, r in roots([4, 2.25, 0, -0.0, -1]):
    print(x, r)
