#!/usr/bin/env python3
"""Writes latencies.csv: 6,000 made-up request latencies (ms) of two regions, with a long tail.

Deterministic without any library's random generator: a 64-bit LCG (Knuth's MMIX constants)
feeds Box-Muller normals; each latency is lognormal (median 38 ms in eu, 52 ms in us, sigma
0.45), and 3% of requests take a slow path (median 420 ms, sigma 0.6). Rounded to 0.01 ms.
Run from this folder: python3 generate-latencies.py > latencies.csv
"""
import math

state = 20_261_125


def uniform():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return ((state >> 11) + 0.5) / 2**53


def normal():
    return math.sqrt(-2 * math.log(uniform())) * math.cos(2 * math.pi * uniform())


print("region,ms")
for i in range(6000):
    region = "eu" if i % 5 < 3 else "us"
    slow = uniform() < 0.03
    median, sigma = (420, 0.6) if slow else ((38 if region == "eu" else 52), 0.45)
    print(f"{region},{median * math.exp(sigma * normal()):.2f}")
