data = [4, 8, 15, 16, 23, 42]
if (n := len(data)) > 5:
    print(f"long list ({n})")
print([y for x in data if (y := x % 5) > 1])
grade = lambda s: "A" if s >= 90 else "B" if s >= 80 else "C"
print([grade(s) for s in (95, 85, 70)])
print(0 or "default", 3 and 4, not [], None is None, 1 < 2 < 3 > 2)
