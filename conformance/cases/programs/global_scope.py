counter = 0
def bump():
    global counter
    counter += 1
    return counter
for _ in range(3):
    bump()
print(counter)
def outer():
    x = "outer"
    def inner():
        return x
    x = "changed"
    return inner()
print(outer())
print(sorted(k for k in globals() if not k.startswith("__")))
