class Countdown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1

print(list(Countdown(5)))
it = iter([1, 2, 3])
print(next(it), list(it))
print(list(enumerate("abc", start=1)), list(reversed(range(4))))
print(list(map(pow, [2, 3], [5, 2])), list(filter(None, [0, 1, "", "x", None])))
print(any(x > 2 for x in [1, 2, 3]), all([]), list(zip("ab", range(5))))
