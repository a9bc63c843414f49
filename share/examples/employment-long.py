#!/usr/bin/env python3
"""Writes employment-long.csv: employment.csv (US employment by supersector, monthly, thousands)
as long data (month, sector, thousands), one row per month and sector, sectors in the file's
column order with their underscores as spaces, for `chart line --facet sector`.
Run from this folder: python3 employment-long.py > employment-long.csv
"""
import csv

with open("employment.csv", newline="") as f:
    reader = csv.reader(f)
    header = next(reader)
    rows = list(reader)
print("month,sector,thousands")
for column, name in enumerate(header[1:], start=1):
    for row in rows:
        print(f"{row[0]},{name.replace('_', ' ')},{row[column]}")
