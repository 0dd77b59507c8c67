# bisect over a range longer than 2**53: the indices stay exact (test_bisect's test_large_range)
import bisect

n = 2**63 - 1
data = range(n)
print(bisect.bisect_left(data, n - 3), bisect.bisect_right(data, n - 3))
print(bisect.bisect_left(data, 2**53 + 1), bisect.bisect_right(data, 2**60, 2**59))
print(bisect.bisect(range(0, 2**64 + 10, 3), 2**62))
