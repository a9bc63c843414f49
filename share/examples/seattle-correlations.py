#!/usr/bin/env python3
"""Writes seattle-correlations.csv: the Pearson correlation of every pair of seattle.csv's
numeric columns (precipitation, temp_max, temp_min, wind), rounded to 2 decimals, as a matrix
(row names, then a column per variable) for `chart heatmap --values`.
Run from this folder: python3 seattle-correlations.py > seattle-correlations.csv
"""
import csv
import math

NAMES = ["precipitation", "temp_max", "temp_min", "wind"]
with open("seattle.csv", newline="") as f:
    rows = [[float(row[name]) for name in NAMES] for row in csv.DictReader(f)]
columns = list(zip(*rows))


def correlation(a, b):
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    return cov / math.sqrt(sum((x - ma) ** 2 for x in a) * sum((y - mb) ** 2 for y in b))


print("variable," + ",".join(NAMES))
for i, name in enumerate(NAMES):
    print(name + "," + ",".join(f"{correlation(columns[i], columns[j]):.2f}" for j in range(len(NAMES))))
