s = list(range(10))
print(s[2:5], s[::-1], s[::3], s[-3:], s[:-7:-2])
s[1:3] = ["a", "b", "c"]
print(s)
del s[::2]
print(s)
t = "hello world"
print(t[::-1], t[6:], t[:5].upper(), t[slice(1, 8, 2)])
