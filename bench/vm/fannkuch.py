# fannkuch-redux: permutations, prefix reversals and a checksum (list slicing and indexing).
def fannkuch(n):
    perm1 = list(range(n))
    count = [0] * n
    checksum = 0
    max_flips = 0
    permutation = 0
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        perm = perm1[:]
        flips = 0
        k = perm[0]
        while k:
            perm[:k + 1] = perm[k::-1]
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        checksum += flips if permutation % 2 == 0 else -flips
        while True:
            if r == n:
                return checksum, max_flips
            perm0 = perm1[0]
            i = 0
            while i < r:
                j = i + 1
                perm1[i] = perm1[j]
                i = j
            perm1[r] = perm0
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        permutation += 1


for n in (7, 8, 8, 8, 8):
    checksum, flips = fannkuch(n)
    print(checksum)
    print(f"Pfannkuchen({n}) =", flips)
