people = [("ann", 31), ("bob", 25), ("cid", 31), ("dee", 22)]
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people, key=lambda p: p[1], reverse=True))
nums = [5, -3, 9, 0, -8]
nums.sort(key=abs)
print(nums, max(nums), min(nums, key=abs), sum(nums))
print(sorted("Banana apple Cherry".split(), key=str.lower))
