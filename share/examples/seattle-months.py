#!/usr/bin/env python3
"""Writes seattle-months.csv: the daily high (°C) of every day of five months, January, March,
May, July and September of 2012-2015, from seattle.csv, as long data (month, temp_max) for
`chart hist --series month`.
Run from this folder: python3 seattle-months.py > seattle-months.csv
"""
import csv

MONTHS = {"01": "January", "03": "March", "05": "May", "07": "July", "09": "September"}
with open("seattle.csv", newline="") as f:
    rows = [(MONTHS[row["date"][5:7]], row["temp_max"]) for row in csv.DictReader(f) if row["date"][5:7] in MONTHS]
print("month,temp_max")
for name in MONTHS.values():
    for month, high in rows:
        if month == name:
            print(f"{month},{high}")
