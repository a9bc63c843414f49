#!/usr/bin/env python3
"""Writes requests.csv: 2,000 made-up HTTP requests, response size against latency.

Deterministic (its own linear congruential generator, so any Python 3 gives the same bytes):
    python3 requests.py > requests.csv
Sizes are log-uniform from 200 B to 2 MB; latency grows with size (a fixed cost per endpoint,
plus transfer at an endpoint's rate) with multiplicative noise and a rare slow tail.
"""

state = 20261125


def uniform():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return (state >> 11) / 2**53


ENDPOINTS = [("search", 8.0, 40_000.0), ("upload", 25.0, 12_000.0), ("static", 1.0, 90_000.0)]

print("bytes,ms,endpoint")
for _ in range(2000):
    name, fixed, rate = ENDPOINTS[int(uniform() * len(ENDPOINTS))]
    size = round(200 * 10 ** (uniform() * 4))
    noise = 0.75 + 0.5 * uniform()
    slow = 4.0 if uniform() < 0.01 else 1.0
    print(f"{size},{(fixed + size / rate) * noise * slow:.2f},{name}")
