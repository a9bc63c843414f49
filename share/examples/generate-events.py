#!/usr/bin/env python3
"""Writes events.csv: the timestamps (UTC) of 6,000 made-up sign-ins to a web service over the
two weeks from Monday 4 March 2024, one line each, as an access log's time column.

Deterministic without any library's random generator: a 64-bit LCG (Knuth's MMIX constants).
The rate follows a working day (a peak at 10:00 and a smaller one at 15:00, quiet at night) and
is a third of it on Saturdays and Sundays; a release on Wednesday 13 March at 14:00 brings an
hour of retries. Each sign-in is drawn by rejection against that rate, to the second.
Run from this folder: python3 generate-events.py > events.csv
"""
import math

state = 20_240_304
START = 1_709_510_400  # 2024-03-04T00:00:00Z, a Monday
DAYS = 14


def uniform():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return ((state >> 11) + 0.5) / 2**53


def rate(t):
    """Relative sign-in rate at t seconds after the start (at most about 1.6)."""
    day, hour = divmod(t / 3600, 24)
    working = 0.08 + math.exp(-((hour - 10) ** 2) / 6) + 0.6 * math.exp(-((hour - 15) ** 2) / 4)
    weekend = day % 7 >= 5
    release = 1.0 if 9 * 24 + 14 <= t / 3600 < 9 * 24 + 15 else 0.0
    return working * (1 / 3 if weekend else 1) + release


times = []
while len(times) < 6000:
    t = uniform() * DAYS * 86400
    if uniform() * 2.2 < rate(t):
        times.append(int(START + t))
times.sort()
print("signed_in")
for t in times:
    days, second = divmod(t, 86400)
    # Civil date from days since 1970 (Howard Hinnant's algorithm), so no time zone is involved.
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    y = yoe + era * 400 + (1 if m <= 2 else 0)
    print(f"{y:04d}-{m:02d}-{d:02d}T{second // 3600:02d}:{second // 60 % 60:02d}:{second % 60:02d}Z")
