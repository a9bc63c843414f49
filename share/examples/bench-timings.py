#!/usr/bin/env python3
"""Writes bench-timings.csv: made-up benchmark timings, 30 runs of three tests at each of twelve
commits in log order, as long rows (commit, test, ms) for `chart box --x commit --value ms
--series test`. Deterministic (a fixed seed): commit 5e1a9c2 makes `parse` slower and noisier,
7b3f0d4 fixes it; a few runs are slow outliers, as a busy machine gives.
Run from this folder: python3 bench-timings.py > bench-timings.csv
"""
import random

random.seed(36)
COMMITS = ["a41c9e0", "b7d2f13", "c09e4a8", "d3f8b21", "5e1a9c2", "e6c0d7f",
           "f2a9b34", "7b3f0d4", "8c1e5a6", "9d4f2b7", "0e7a3c8", "1f9b6d0"]
TESTS = {"parse": 42.0, "layout": 18.0, "render": 95.0}
print("commit,test,ms")
for index, commit in enumerate(COMMITS):
    for test, base in TESTS.items():
        slow = test == "parse" and 4 <= index < 7
        for run in range(30):
            ms = random.lognormvariate(0, 0.06) * base * (1.35 if slow else 1.0) * (1 - 0.01 * index if test == "render" else 1)
            if random.random() < 0.04:
                ms *= random.uniform(1.4, 2.2)
            print(f"{commit},{test},{ms:.2f}")
