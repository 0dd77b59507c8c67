# n-queens: count all solutions by backtracking (recursion, sets, small ints).
def solve(n):
    cols = set()
    diag1 = set()
    diag2 = set()
    board = []
    solutions = []

    def place(row):
        if row == n:
            solutions.append(tuple(board))
            return
        for c in range(n):
            if c in cols or (row + c) in diag1 or (row - c) in diag2:
                continue
            cols.add(c)
            diag1.add(row + c)
            diag2.add(row - c)
            board.append(c)
            place(row + 1)
            board.pop()
            cols.remove(c)
            diag1.remove(row + c)
            diag2.remove(row - c)

    place(0)
    return solutions


total = 0
for n in [4, 5, 6, 7, 8, 9, 10, 10, 10]:
    sols = solve(n)
    total += len(sols)
    print(n, len(sols), sols[0] if sols else None)
print("total", total)
