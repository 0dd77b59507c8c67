# an uncaught OverflowError from int -> float conversion in a chained exception
def to_float(n):
    try:
        return float(n)
    except OverflowError:
        raise ValueError(f"{n.bit_length()} bits is too many")
print(to_float(2 ** 1000) > 1e300)
for k in [1023, 1024]:
    try:
        print(k, to_float(2 ** k))
    except ValueError as e:
        print("caught", e, type(e.__context__).__name__, e.__context__)
def mean(xs):
    return sum(xs) / len(xs)
print(mean([1, 2, 3, 4]))
print(mean([10 ** 400, 1]))
