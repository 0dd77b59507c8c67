moves = []
def hanoi(n, a="A", b="B", c="C"):
    if n:
        hanoi(n - 1, a, c, b)
        moves.append((a, c))
        hanoi(n - 1, b, a, c)
hanoi(6)
print(len(moves), moves[:5])

def permutations(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in permutations(s[:i] + s[i + 1:])]
print(permutations("abc"))
