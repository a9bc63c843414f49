#!/usr/bin/env python3
"""Writes seattle-highs.csv: every day's high (°C) in Seattle 2012-2015 with its month's short
name, from seattle.csv, as long rows (month, temp_max) for `chart box --x month --value temp_max`.
Run from this folder: python3 seattle-highs.py > seattle-highs.csv
"""
import csv

NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
with open("seattle.csv", newline="") as f:
    rows = [(NAMES[int(row["date"][5:7]) - 1], row["temp_max"]) for row in csv.DictReader(f)]
print("month,temp_max")
for month, high in rows:
    print(f"{month},{high}")
