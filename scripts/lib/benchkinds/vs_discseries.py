"""`chart discrete --series KEY --low L --high H` against matplotlib: long range data, one row per
key and slot (100,000 rows: 10 keys over 10,000 slots), drawn as one range plot per key side by
side in each slot, at 800x500 px PNG.

The baseline reads the same CSV with the csv module, splits it by key and draws each key's ranges
with `vlines` (low to high, offset within the slot as chart offsets them) and its ends with
`scatter`, the nearest matplotlib has to a discrete range chart (errorbar draws the same lines
with more work)."""
import os

KEYS, SLOTS = 10, 10_000

BASELINE = r"""
import csv, sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

path, out = sys.argv[1], sys.argv[2]
keys, slots, rows = {}, {}, {}
with open(path, newline="") as f:
    reader = csv.reader(f)
    next(reader)
    for key, slot, low, high in reader:
        k = keys.setdefault(key, len(keys))
        s = slots.setdefault(slot, len(slots))
        rows.setdefault(k, []).append((s, float(low), float(high)))
fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
width = 0.7 / len(keys)
for k, points in rows.items():
    a = np.array(points)
    x = a[:, 0] + (k - (len(keys) - 1) / 2) * width
    line = ax.vlines(x, a[:, 1], a[:, 2], linewidth=1, label=str(k))
    ax.scatter(np.concatenate([x, x]), np.concatenate([a[:, 1], a[:, 2]]), s=4, color=line.get_color())
ax.legend(ncol=len(keys), loc="upper center", fontsize=7)
fig.savefig(out)
"""


def write_data(path):
    """Deterministic ranges: each key a seasonal curve with its own level, low 2-12 below high."""
    with open(path, "w") as f:
        f.write("key,slot,low,high\n")
        for slot in range(SLOTS):
            for key in range(KEYS):
                mid = 20 + 10 * ((slot * 7 + key * 13) % 100) / 100 + key
                half = 1 + (slot * 31 + key * 17) % 11 / 2
                f.write(f"k{key},s{slot},{mid - half:.2f},{mid + half:.2f}\n")


def bench(ctx):
    data = ctx.path("discrete-long.csv")
    if not os.path.exists(data):
        write_data(data)
    ours = [ctx.chart, "discrete", data, "--series", "key", "--x", "slot", "--low", "low", "--high", "high", "--connect",
            "--size", "800x500", "-o", ctx.path("discseries.png")]
    theirs = None
    if ctx.python:
        script = ctx.script("discseries_mpl.py", BASELINE)
        theirs = [ctx.python, script, data, ctx.path("discseries-mpl.png")]
    ctx.compare(f"discrete --series, {KEYS * SLOTS:,} long range rows ({KEYS} keys x {SLOTS:,} slots), PNG",
                ours, theirs, "matplotlib 3.6 (vlines + scatter per key)")
