"""chart area against matplotlib's stackplot (and pandas' DataFrame.plot.area where installed):
the same 1M rows of three positive series, stacked, as an 800x500 PNG; and overlapping areas
against matplotlib's fill_between. Both read the CSV themselves."""
import os, random

ROWS = 1_000_000

STACK = """
import sys, numpy as np, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
data = np.loadtxt(sys.argv[1], delimiter=",", skiprows=1)
fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
ax.stackplot(data[:, 0], data[:, 1], data[:, 2], data[:, 3], labels=["a", "b", "c"])
ax.legend(loc="upper left")
fig.savefig(sys.argv[2])
"""

OVERLAP = """
import sys, numpy as np, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
data = np.loadtxt(sys.argv[1], delimiter=",", skiprows=1)
fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
for column, name in zip(range(1, 4), "abc"):
    ax.fill_between(data[:, 0], 0, data[:, column], alpha=0.3, label=name)
    ax.plot(data[:, 0], data[:, column], lw=1)
ax.legend(loc="upper left")
fig.savefig(sys.argv[2])
"""

PANDAS = """
import sys, pandas as pd, matplotlib
matplotlib.use("Agg")
frame = pd.read_csv(sys.argv[1], index_col=0)
ax = frame.plot.area(figsize=(8, 5))
ax.figure.savefig(sys.argv[2], dpi=100)
"""


def data(path):
    if os.path.exists(path):
        return
    rng = random.Random(36)
    a, b, c = 50.0, 30.0, 20.0
    with open(path, "w") as f:
        f.write("x,a,b,c\n")
        for x in range(ROWS):
            a = max(0.0, a + rng.uniform(-1, 1))
            b = max(0.0, b + rng.uniform(-1, 1))
            c = max(0.0, c + rng.uniform(-1, 1))
            f.write(f"{x},{a:.3f},{b:.3f},{c:.3f}\n")


def bench(ctx):
    csv = ctx.path("area-1m.csv")
    data(csv)
    stack = ctx.script("area_stack.py", STACK)
    overlap = ctx.script("area_overlap.py", OVERLAP)
    theirs = (lambda script, out: [ctx.python, script, csv, out]) if ctx.python else (lambda script, out: None)
    ctx.compare("area --stacked, 1M rows x 3 series, 800x500 PNG",
                [ctx.chart, "area", csv, "--stacked", "--size", "800x500", "-o", ctx.path("area-stacked.png")],
                theirs(stack, ctx.path("mpl-stacked.png")), "matplotlib 3.6 stackplot")
    ctx.compare("area (overlapping), 1M rows x 3 series, 800x500 PNG",
                [ctx.chart, "area", csv, "--size", "800x500", "-o", ctx.path("area-overlap.png")],
                theirs(overlap, ctx.path("mpl-overlap.png")), "matplotlib 3.6 fill_between")
    from benchkinds import has_module
    if has_module(ctx.python, "pandas"):
        pandas = ctx.script("area_pandas.py", PANDAS)
        ctx.compare("area --stacked vs pandas plot.area, 1M rows x 3 series",
                    [ctx.chart, "area", csv, "--stacked", "--size", "800x500", "-o", ctx.path("area-stacked2.png")],
                    [ctx.python, pandas, csv, ctx.path("pandas-area.png")], "pandas DataFrame.plot.area (Debian python3-pandas)")
