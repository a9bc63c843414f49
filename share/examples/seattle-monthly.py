#!/usr/bin/env python3
"""Writes seattle-monthly.csv from seattle.csv (NOAA daily weather, 2012-2015): one row per
month with its year, the mean daily high (°C), the total precipitation (mm) and the mean wind
(m/s), each rounded to 0.1. Run from this folder: python3 seattle-monthly.py > seattle-monthly.csv
"""
import csv

months = {}
with open("seattle.csv", newline="") as f:
    for row in csv.DictReader(f):
        key = row["date"][:7]
        m = months.setdefault(key, {"days": 0, "high": 0.0, "rain": 0.0, "wind": 0.0})
        m["days"] += 1
        m["high"] += float(row["temp_max"])
        m["rain"] += float(row["precipitation"])
        m["wind"] += float(row["wind"])
print("month,year,high,precipitation,wind")
for key in sorted(months):
    m = months[key]
    days = m["days"]
    print(f"{key},{key[:4]},{m['high'] / days:.1f},{m['rain']:.1f},{m['wind'] / days:.1f}")
