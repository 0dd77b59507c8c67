x, y = 3.14159, 42
print(f"{x:.2f} {y:05d} {y:x} {y:#o} {y:b} {x:e} {x:10.3f}|")
print("{:<8}|{:^8}|{:>8}|".format("a", "b", "c"))
print("%s is %d years, %.1f%%" % ("Ann", 30, 99.5))
print(f"{'nested ' + str(y)!r:>20}")
name = "world"
print(f"{name=}, {x=:.1f}")
print("-".join(map(str, range(5))), "abc".center(9, "*"), "Title Case".swapcase())
