# an uncaught ZeroDivisionError from a float modulo inside nested calls
def ratio(a, b):
    return a % b
def table(rows):
    return [ratio(x, y) for x, y in rows]
print(table([(7.5, 2), (-7.5, 2), (1, 0.5)]))
print(table([(1.0, 0.0)]))
