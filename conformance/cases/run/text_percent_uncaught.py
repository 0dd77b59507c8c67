# %-formatting that ends with an uncaught TypeError
row = ("widget", 3, 4.5)
print("%-10s|%3d|%6.2f" % row)
print("%(name)s costs %(price).1f" % {"name": "gadget", "price": 9.99})
def report(fmt, *values):
    return fmt % values
print(report("%s and %s", "a", "b"))
print(report("%d items", 2, 3))
