# uncaught AssertionError with a message, raised from a nested call
def check(items):
    total = sum(items)
    assert total < 10, f"total too large: {total} from {items!r}"
    return total
print(check([1, 2]))
print(check([5, 6]))
