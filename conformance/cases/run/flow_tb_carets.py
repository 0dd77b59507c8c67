# uncaught traceback with carets through several frames
class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def cell(self, i, j):
        return self.rows[i][j]
def compute(m):
    a = m.cell(0, 0)
    b = m.cell(0, 1)
    return a + b * m.cell(5, 0)
def report(m):
    data = {"x": compute(m)}
    return data["x"]
m = Matrix([[1, 2], [3, 4]])
try:
    report(m)
except IndexError as e:
    print("caught", e)
x = {"a": [1, 2]}
def deep():
    return x["a"][0] / (x["a"][1] - 2)
deep()
