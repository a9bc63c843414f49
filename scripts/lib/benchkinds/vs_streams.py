"""chart area, streamed (issue 36, streams): a stacked area of three series over 1M and 10M rows
(numeric x, 800x500 PNG) against matplotlib 3.6's stackplot on the same CSV read by pandas.

1M rows (about 22 MB) are read whole; 10M (about 230 MB) stream through `LineStreamReader`, their
rows stacked as they come and M4-decimated from the spill, so chart's peak stays flat in the rows.
matplotlib draws every point: 1M in about 1 GB, and 10M not at all (its Agg renderer refuses the
fill), so chart runs alone at 10M. The file is written by numpy in ctx.python, seeded.
"""
import os, subprocess, sys

from benchkinds import peak_mb

GENERATE = r'''
import sys, numpy as np
n = int(sys.argv[1]); rng = np.random.default_rng(20261128)
with open(sys.argv[2], "w") as f:
    f.write("t,a,b,c\n")
    for start in range(0, n, 1_000_000):
        t = np.arange(start, min(n, start + 1_000_000))
        a = 5 + np.sin(t / 50_000) * 3 + rng.random(t.size)
        b = 2 + (t % 7) / 3
        c = np.abs(rng.standard_normal(t.size))
        f.write("".join(f"{x},{p:.2f},{q:.2f},{r:.2f}\n" for x, p, q, r in zip(t.tolist(), a.tolist(), b.tolist(), c.tolist())))
'''

MATPLOTLIB = r'''
import sys, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt, pandas as pd
frame = pd.read_csv(sys.argv[1])
fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
ax.stackplot(frame["t"], frame["a"], frame["b"], frame["c"], labels=["a", "b", "c"])
ax.legend()
fig.savefig(sys.argv[2])
'''


def bench(ctx):
    python = ctx.python
    gen = ctx.script("streams_generate.py", GENERATE)
    mpl = ctx.script("streams_matplotlib.py", MATPLOTLIB)
    for n, label in [(1_000_000, "1M"), (10_000_000, "10M")]:
        data = ctx.path(f"streams-area-{label}.csv")
        if not os.path.exists(data):
            subprocess.run([python or sys.executable, gen, str(n), data], check=True)
        ours = [ctx.chart, "area", data, "--stacked", "--size", "800x500", "-o", ctx.path("streams-ours.png")]
        measure = f"area --stacked, 3 series, {label} rows ({'streamed' if n > 1_000_000 else 'read whole'})"
        if n > 1_000_000:
            # matplotlib 3.6's Agg cannot fill 10M points: "OverflowError: In draw_path_collection:
            # Exceeded cell block limit" (measured 2026-11-28), so chart runs alone here.
            (w, c), = ctx.measure([ours], rounds=1)
            ctx.report(measure, f"{w:.2f} s wall, {c:.2f} s CPU, peak {peak_mb(ours, cwd=ctx.work):.0f} MB, load {os.getloadavg()[0]:.1f}; "
                                "matplotlib 3.6 stackplot fails here (Agg: Exceeded cell block limit)", "peak flat in the rows")
            continue
        theirs = [python, mpl, data, ctx.path("streams-mpl.png")] if python else None
        ctx.compare(measure, ours, theirs, "matplotlib 3.6 stackplot", "peak flat in the rows")
