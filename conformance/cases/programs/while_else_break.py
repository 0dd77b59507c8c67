def find(seq, target):
    i = 0
    while i < len(seq):
        if seq[i] == target:
            print("found at", i)
            break
        i += 1
    else:
        print("not found")

find([3, 1, 4], 4)
find([3, 1, 4], 9)
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, end=" ")
print()
total = 0
for i in range(10):
    if i % 3 == 0:
        continue
    total += i
print(total)
