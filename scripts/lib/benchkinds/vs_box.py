"""chart box against seaborn's boxplot (and matplotlib's) on the same long file: 1M timings,
20 commits x 50,000 runs, one PNG of 800x500 px each; then 10M timings against matplotlib (the
file streams, each box's values spill past 8M in memory, so the peak stays flat in the rows);
then chart alone on 100M timings (1.1 GB: the 10M file's rows ten times over), the issue's
"100M values streamed, quartiles still exact". matplotlib is not run on 100M: through pandas it
would hold the 1.1 GB file's 100M values several times over (its 10M run is the row before)."""
import os, random

from benchkinds import peak_mb


def timings(ctx, rows):
    """A long file of `rows` timings over 20 commits (seeded, the same every run)."""
    data = ctx.path(f"box-{rows // 1_000_000}m.csv")
    rng = random.Random(36)
    with open(data, "w") as f:
        f.write("commit,ms\n")
        for i in range(rows):
            f.write(f"c{i % 20:02d},{rng.lognormvariate(3.7, 0.25):.3f}\n")
    return data


def bench(ctx):
    data = timings(ctx, 1_000_000)
    ours = [ctx.chart, "box", data, "--x", "commit", "--value", "ms", "--size", "800x500", "-o", ctx.path("box-ours.png")]
    common = f"""
import sys, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt, pandas as pd
frame = pd.read_csv({data!r})
fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
"""
    seaborn = ctx.script("box_seaborn.py", common + f"""
import seaborn as sns
sns.boxplot(data=frame, x="commit", y="ms", ax=ax)
fig.savefig({ctx.path("box-seaborn.png")!r})
""")
    mpl = ctx.script("box_mpl.py", common + f"""
groups = [g["ms"].to_numpy() for _, g in frame.groupby("commit", sort=False)]
ax.boxplot(groups)
fig.savefig({ctx.path("box-mpl.png")!r})
""")
    if ctx.python and __import__("benchkinds").has_module(ctx.python, "seaborn"):
        ctx.compare("box, 1M values in 20 boxes (seaborn)", ours, [ctx.python, seaborn], "seaborn 0.12 boxplot", "≤ seaborn")
    ctx.compare("box, 1M values in 20 boxes (matplotlib)", ours, [ctx.python, mpl] if ctx.python else None, "matplotlib 3.6 boxplot",
                "≤ matplotlib")
    big = timings(ctx, 10_000_000)
    ours = [ctx.chart, "box", big, "--x", "commit", "--value", "ms", "--size", "800x500", "-o", ctx.path("box-ours-10m.png")]
    mpl10 = ctx.script("box_mpl_10m.py", (common + f"""
groups = [g["ms"].to_numpy() for _, g in frame.groupby("commit", sort=False)]
ax.boxplot(groups)
fig.savefig({ctx.path("box-mpl-10m.png")!r})
""").replace(repr(data), repr(big)))
    ctx.compare("box, 10M values in 20 boxes (streamed)", ours, [ctx.python, mpl10] if ctx.python else None, "matplotlib 3.6 boxplot",
                "peak flat vs 1M", rounds=1)
    huge = ctx.path("box-100m.csv")
    if not os.path.exists(huge):
        with open(big, "rb") as src:
            header, rows = src.readline(), src.read()
        with open(huge, "wb") as dst:
            dst.write(header)
            for _ in range(10):
                dst.write(rows)
    ours = [ctx.chart, "box", huge, "--x", "commit", "--value", "ms", "--size", "800x500", "-o", ctx.path("box-ours-100m.png")]
    (w, c), = ctx.measure([ours], rounds=1)
    ctx.report("box, 100M values in 20 boxes (streamed, 1.1 GB)",
               f"{w:.2f} s wall, {c:.2f} s CPU, peak {peak_mb(ours, cwd=ctx.work):.0f} MB, load {os.getloadavg()[0]:.1f}; "
               "matplotlib not run (10M row above)", "peak flat vs 10M")
