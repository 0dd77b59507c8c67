# bytes indexing past the end: uncaught IndexError
data = bytes(range(65, 70))
print(data, data[0], data[-1], data[1:3], list(data[::2]))
def byte_at(b, i):
    return b[i]
print(byte_at(data, 4))
print(byte_at(data, 5))
