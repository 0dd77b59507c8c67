import statistics as st
from fractions import Fraction
from decimal import Decimal

data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.mean(data), st.fmean(data), st.median(data), st.median_low(data), st.median_high(data), st.mode(data))
print(st.pstdev(data), st.stdev(data), st.pvariance(data), st.variance(data))
print(st.geometric_mean([54, 24, 36]), st.harmonic_mean([40, 60]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(st.multimode("aabbbbccddddeeffffgg"), st.mode(["red", "blue", "red"]), st.quantiles(range(1, 101), n=4))
print(st.quantiles([1, 3, 5, 7, 9], n=5, method="inclusive"), st.mean([Fraction(1, 3), Fraction(2, 3)]), st.mean([Decimal("0.5"), Decimal("1.25")]))
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(st.covariance(x, y), st.correlation(x, y), st.linear_regression(x, y), st.correlation(x, y, method="ranked"))
n = st.NormalDist(mu=100, sigma=15)
print(n, n.mean, n.stdev, round(n.cdf(130), 10), round(n.inv_cdf(0.975), 10), round(n.pdf(100), 12), n.quantiles(4))
m = st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(m, round(n.overlap(st.NormalDist(110, 10)), 10), n + 5, n * 2, round(n.zscore(115), 10))
print(st.fmean([1, 2, 3], weights=[3, 1, 1]), st.kde([1, 2, 3], h=0.5)(2) if hasattr(st, "kde") else None)
for bad in [lambda: st.mean([]), lambda: st.stdev([1]), lambda: st.mode([]), lambda: st.harmonic_mean([-1, 2]),
            lambda: st.geometric_mean([0, 1]), lambda: st.correlation([1, 1], [1, 2]), lambda: st.quantiles([1], n=4), lambda: st.NormalDist(0, -1)]:
    try:
        print(bad())
    except st.StatisticsError as e:
        print(type(e).__name__, e)
