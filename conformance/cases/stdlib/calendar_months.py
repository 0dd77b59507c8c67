import calendar

print(calendar.month(2026, 2))
print(calendar.month(2024, 2, w=3, l=1))
cal = calendar.TextCalendar(calendar.SUNDAY)
print(cal.formatmonth(2026, 12))
print(cal.formatyear(2026, c=3, m=4)[:300])
print(calendar.isleap(2024), calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(1900, 2025))
print(calendar.monthrange(2026, 2), calendar.monthrange(2024, 2), calendar.weekday(2026, 12, 2))
print(calendar.monthcalendar(2026, 3))
print(list(calendar.day_name), list(calendar.month_abbr))
print(calendar.firstweekday(), calendar.MONDAY, calendar.Month.MARCH, calendar.Day.FRIDAY, repr(calendar.Day(3)))
print(calendar.timegm((2026, 1, 1, 0, 0, 0)), calendar.timegm((1970, 1, 2, 3, 4, 5, 0, 0, 0)))
c = calendar.Calendar(firstweekday=6)
print([d for d in c.itermonthdays(2026, 2)][:10])
print(list(c.iterweekdays()), [str(d) for d in list(c.itermonthdates(2026, 1))[:3]])
print(c.monthdays2calendar(2026, 4)[0], len(c.yeardatescalendar(2026)))
html = calendar.HTMLCalendar().formatmonth(2026, 1)
print(html.count("<tr>"), html.splitlines()[1])
def meetings(year, month, weekday, nth):
    days = [w[weekday] for w in calendar.monthcalendar(year, month) if w[weekday]]
    return days[nth]
print([meetings(2026, m, calendar.TUESDAY, 1) for m in range(1, 13)])
for bad in [lambda: calendar.monthrange(2026, 13), lambda: calendar.weekday(2026, 2, 30), lambda: calendar.month_name[13]]:
    try:
        bad()
    except (calendar.IllegalMonthError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
try:
    calendar.setfirstweekday(9)
except calendar.IllegalWeekdayError as e:
    print(type(e).__name__, e)
