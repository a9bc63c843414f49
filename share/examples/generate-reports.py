#!/usr/bin/env python3
"""Writes reports.csv: the dates of 5,000 made-up bug reports to a project over the three years
2022-2024, one line each, as an issue tracker's export of its `reported` column.

Deterministic without any library's random generator: a 64-bit LCG (Knuth's MMIX constants).
A working week (weekends a quarter as busy), a slow growth over the years, and after each of
six releases a surge that decays over about a week; the largest, on 2023-06-12, peaks near 40
reports a day. Each report is drawn by rejection against that rate.
Run from this folder: python3 generate-reports.py > reports.csv
"""
import datetime
import math

state = 20_220_101
START = datetime.date(2022, 1, 1)
DAYS = 1096  # 2022-01-01 to 2024-12-31
RELEASES = {"2022-03-14": 8, "2022-09-05": 10, "2023-02-20": 9, "2023-06-12": 30, "2024-01-15": 12, "2024-08-26": 14}


def uniform():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return ((state >> 11) + 0.5) / 2**53


def rate(day):
    """Expected reports on day `day` after the start."""
    date = START + datetime.timedelta(days=day)
    base = (3 + 2 * day / DAYS) * (0.25 if date.weekday() >= 5 else 1)
    surge = 0.0
    for release, size in RELEASES.items():
        since = (date - datetime.date.fromisoformat(release)).days
        if since >= 0:
            surge += size * math.exp(-since / 2.5)
    return base + surge


dates = []
while len(dates) < 5000:
    day = int(uniform() * DAYS)
    if uniform() * 45 < rate(day):
        dates.append(START + datetime.timedelta(days=day))
dates.sort()
print("reported")
for date in dates:
    print(date.isoformat())
