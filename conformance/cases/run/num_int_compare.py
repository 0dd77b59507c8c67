# exact comparisons between ints and floats (no rounding of big ints)
big = 2 ** 53 + 1
print(big == float(big), big > float(big), float(big) < big, big != 2.0 ** 53, 2 ** 53 == 2.0 ** 53)
print(10 ** 400 > 1e308, 10 ** 400 < float("inf"), -(10 ** 400) > float("-inf"), 10 ** 400 == float("inf"))
print(2 ** 1024 > 1.7976931348623157e308, 2 ** 1023 == 2.0 ** 1023, 2 ** 1023 + 1 > 2.0 ** 1023)
nan = float("nan")
print(1 == nan, 1 < nan, 1 >= nan, 10 ** 400 != nan, nan == nan, nan is nan, [nan] == [nan])
print(3 == 3.0, 3 < 3.5, 4 > 3.5, -3 < -2.5, 0 == -0.0, 1 == 1.0000000000000002, 1 < 1.0000000000000002)
print(9007199254740993 < 9007199254740994.0, 9007199254740993 > 9007199254740992.0)
print(-9007199254740993 < -9007199254740992.0, -9007199254740993 > -9007199254740994.0)
print(sorted([2 ** 53 + 1, 2.0 ** 53, 2 ** 53 - 1, 9007199254740992.5 if False else 1.5]))
print(max(2 ** 60, 2.0 ** 60), min(2 ** 60 + 1, 2.0 ** 60), 2 ** 60 + 1 in {2.0 ** 60}, 2 ** 60 in {2.0 ** 60})
print(True == 1, True == 1.0, False < 0.5, True > 0.99, 1.0 in [True])
print(0.5 < 1 < 1.5, 1 <= 1.0 <= 1, 2 ** 64 == 18446744073709551616.0, (2 ** 64 + 1) == 18446744073709551616.0)
for a, b in [(1, "1"), (1.0, None), (2 ** 70, [])]:
    try:
        print(a < b)
    except TypeError as e:
        print(e)
print(1 == "1", 1.0 != None, 2 ** 70 == [])
