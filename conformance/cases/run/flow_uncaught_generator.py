# uncaught exception thrown into a generator via throw(), with the generator frames shown
def worker():
    total = 0
    while True:
        try:
            item = yield total
        except ValueError as e:
            print("worker saw", e)
            raise TypeError("worker gave up") from e
        total += item
w = worker()
next(w)
print(w.send(3), w.send(4))
w.throw(ValueError("bad item"))
