#!/usr/bin/env python3
"""Writes seattle-range.csv from seattle.csv (NOAA daily weather, 2012-2015): one row per year
and month with the month's lowest daily low and highest daily high (°C), as long range data
(year, month, low, high) for `chart discrete --series year --low low --high high`.
Run from this folder: python3 seattle-range.py > seattle-range.csv
"""
import csv

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
ranges = {}
with open("seattle.csv", newline="") as f:
    for row in csv.DictReader(f):
        key = (row["date"][:4], int(row["date"][5:7]))
        low, high = float(row["temp_min"]), float(row["temp_max"])
        old = ranges.get(key, (low, high))
        ranges[key] = (min(old[0], low), max(old[1], high))
print("year,month,low,high")
for (year, month) in sorted(ranges):
    low, high = ranges[(year, month)]
    print(f"{year},{MONTHS[month - 1]},{low:g},{high:g}")
