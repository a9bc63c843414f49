"""chart heatmap against matplotlib 3.6 (numpy histogram2d + pcolormesh, LogNorm) on the latency
heatmap: 1M and 10M log events (ISO time, latency ms), 1-minute columns by log-spaced latency
rows, counts coloured in powers of ten, 800x500 PNG; and against seaborn 0.12's heatmap on a
correlation matrix with values written on the cells.

The events are written by numpy in ctx.python (the same shape as share/examples'
generate-latency-events.py: lognormal, 3% slow, a slow spell); both sides read the same CSV.
"""

GENERATE = r'''
import sys, numpy as np
n = int(sys.argv[1]); rng = np.random.default_rng(20261128)
second = (np.arange(n) * 3600) // n
minute = second // 60
slow = rng.random(n) < 0.03
median = np.where(slow, 400.0, np.where((minute >= 20) & (minute < 30), 120.0, 40.0))
ms = median * np.exp(np.where(slow, 0.6, 0.5) * rng.standard_normal(n))
with open(sys.argv[2], "w") as f:
    f.write("time,ms\n")
    times = np.char.add(np.char.add(np.char.add("2024-03-04T10:", np.char.zfill(minute.astype(str), 2)), ":"),
                        np.char.zfill((second % 60).astype(str), 2))
    for start in range(0, n, 1_000_000):
        t, v = times[start:start + 1_000_000], ms[start:start + 1_000_000]
        f.write("".join(f"{a}Z,{b:.2f}\n" for a, b in zip(t.tolist(), v.tolist())))
'''

MATPLOTLIB = r'''
import sys, numpy as np, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.colors import LogNorm
import pandas as pd
frame = pd.read_csv(sys.argv[1])
t = pd.to_datetime(frame["time"]).astype("int64") // 10**9
ms = frame["ms"].to_numpy()
xedges = np.arange(t.min() // 60 * 60, t.max() // 60 * 60 + 61, 60)
yedges = np.logspace(np.floor(np.log10(ms.min())), np.ceil(np.log10(ms.max())), 41)
counts, _, _ = np.histogram2d(t, ms, bins=[xedges, yedges])
fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
mesh = ax.pcolormesh(xedges, yedges, np.ma.masked_equal(counts.T, 0), norm=LogNorm(), cmap="viridis")
ax.set_yscale("log"); ax.set_xlabel("time"); ax.set_ylabel("ms")
fig.colorbar(mesh, ax=ax, label="count")
fig.savefig(sys.argv[2])
'''

SEABORN = r'''
import sys, pandas as pd, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt, seaborn as sns
frame = pd.read_csv(sys.argv[1], index_col=0)
fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
sns.heatmap(frame, annot=True, fmt=".2f", cmap="RdBu_r", center=0, ax=ax)
fig.savefig(sys.argv[2])
'''


def bench(ctx):
    import os, subprocess, sys
    python = ctx.python
    gen = ctx.script("heatmap_generate.py", GENERATE)
    mpl = ctx.script("heatmap_matplotlib.py", MATPLOTLIB)
    sea = ctx.script("heatmap_seaborn.py", SEABORN)
    for n, label in [(1_000_000, "1M"), (10_000_000, "10M")]:
        data = ctx.path(f"heatmap-events-{label}.csv")
        if not os.path.exists(data):
            subprocess.run([python or sys.executable, gen, str(n), data], check=True)
        ours = [ctx.chart, "heatmap", data, "--x", "time", "--y", "ms", "--x-bin", "1min", "--y-log", "--color-log", "-o",
                ctx.path("heatmap-ours.png")]
        theirs = [python, mpl, data, ctx.path("heatmap-mpl.png")] if python else None
        ctx.compare(f"heatmap: latency, {label} events, 1-min x log-ms cells", ours, theirs, "matplotlib 3.6", "< 2 s wall (10M)",
                    rounds=1 if n > 1_000_000 else None)
    matrix = ctx.path("heatmap-correlations.csv")
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "..", "..", "share", "examples", "seattle-correlations.csv")) as src, open(matrix, "w") as dst:
        dst.write(src.read())
    ours = [ctx.chart, "heatmap", matrix, "--values", "-o", ctx.path("heatmap-matrix.png")]
    from benchkinds import has_module
    theirs = [python, sea, matrix, ctx.path("heatmap-seaborn.png")] if has_module(python, "seaborn") else None
    ctx.compare("heatmap: correlation matrix with --values", ours, theirs, "seaborn 0.12")
