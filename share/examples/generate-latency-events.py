#!/usr/bin/env python3
"""Writes latency-events.csv: made-up request log events (an ISO time and a latency in ms) over
one hour, for `chart heatmap --x time --y ms --x-bin 1min --y-log`: a latency heatmap.

Deterministic without any library's random generator, as generate-latencies.py: a 64-bit LCG
feeds Box-Muller normals. Latencies are lognormal (median 40 ms, sigma 0.5); 3% take a slow
path (median 400 ms); from minute 20 to 29 a slow dependency moves the median to 120 ms.
Run from this folder: python3 generate-latency-events.py > latency-events.csv
(python3 generate-latency-events.py N writes N events, as the benchmark does for 10M.)
"""
import math
import sys

state = 20_261_128
count = int(sys.argv[1]) if len(sys.argv) > 1 else 6000


def uniform():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return ((state >> 11) + 0.5) / 2**53


def normal():
    return math.sqrt(-2 * math.log(uniform())) * math.cos(2 * math.pi * uniform())


out = sys.stdout
out.write("time,ms\n")
for i in range(count):
    second = i * 3600 // count
    minute = second // 60
    slow = uniform() < 0.03
    median, sigma = (400, 0.6) if slow else ((120 if 20 <= minute < 30 else 40), 0.5)
    out.write(f"2024-03-04T10:{minute:02d}:{second % 60:02d}Z,{median * math.exp(sigma * normal()):.2f}\n")
