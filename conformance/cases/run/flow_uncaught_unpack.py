# uncaught unpacking error inside a loop over records
records = [("a", 1), ("b", 2, 3)]
for name, value in records:
    print(name, value)
