from datetime import date, datetime, time, timedelta, timezone
import datetime as dt

d = date(2026, 12, 2)
print(d, repr(d), d.isoformat(), d.weekday(), d.isoweekday(), d.isocalendar(), d.toordinal(), d.strftime("%A %d %B %Y"))
print(d + timedelta(days=30), d - date(2026, 1, 1), d.replace(day=31), date.fromisoformat("2026-02-28") + timedelta(1))
print(date.fromordinal(739000), date.fromisocalendar(2026, 1, 1), d.ctime(), d.timetuple()[:6])
t = datetime(2026, 12, 2, 14, 30, 15, 250000)
print(t, t.isoformat(timespec="seconds"), t.time(), t.date(), t.strftime("%Y-%m-%dT%H:%M:%S.%f %j %U %p %I"))
print(datetime.fromisoformat("2026-03-01T08:00:00+02:00"), datetime.strptime("02/12/26 09:05", "%d/%m/%y %H:%M"))
utc = t.replace(tzinfo=timezone.utc)
cet = timezone(timedelta(hours=1), "CET")
print(utc, utc.astimezone(cet), utc.astimezone(cet).tzname(), utc.utcoffset(), cet, timezone(timedelta(hours=-5, minutes=-30)))
print(utc.timestamp(), datetime.fromtimestamp(0, timezone.utc), datetime.fromtimestamp(1.5e9, tz=cet).isoformat())
delta = timedelta(days=1, hours=25, minutes=61, seconds=3661, microseconds=1500001)
print(delta, repr(delta), delta.total_seconds(), delta.days, delta.seconds, -delta, abs(-delta), delta // 3, delta / timedelta(hours=1))
print(timedelta(weeks=2) - timedelta(days=20), timedelta(seconds=1) * 1.5, timedelta.max, timedelta.resolution)
def business_days(start, n):
    cur, out = start, []
    while len(out) < n:
        cur += timedelta(days=1)
        if cur.weekday() < 5:
            out.append(cur.strftime("%a %m-%d"))
    return out
print(business_days(date(2026, 12, 24), 5))
print(sorted([datetime(2026, 1, 1, 12), datetime(2025, 12, 31, 23, 59), datetime(2026, 1, 1)]))
print(time(9, 30), time(23, 59, 59, 999999).isoformat(), time.fromisoformat("10:15:30.5"), time(7, tzinfo=cet).utcoffset())
print(t.combine(d, time(8)), datetime.min, date.max, dt.MINYEAR, dt.MAXYEAR, t > datetime(2026, 1, 1))
print(format(t, "%H:%M"), f"{d:%d.%m.%Y}", t.__format__(""), t.weekday(), t.timetz())
for bad in [lambda: date(2026, 2, 30), lambda: datetime(2026, 13, 1), lambda: date.fromisoformat("2026-1-1"),
            lambda: datetime.strptime("2026", "%d"), lambda: timedelta(days=10**9), lambda: utc < t, lambda: time(25),
            lambda: date(2026, 1, 1) + 1]:
    try:
        bad()
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
