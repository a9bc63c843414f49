"""`--facet` (small multiples) against seaborn's FacetGrid / matplotlib subplots on the same data.

Rows: request latency in four regions as faceted histograms with the p99 marked (seaborn
`displot(col=…)` plus an axvline per panel), at 100k and 1M rows; US employment by sector
(share/examples/employment-long.csv, 14 panels of lines; matplotlib subplots), at 1200x900.
Peak RSS at 1M and 10M rows into 50 facets (streamed) is vs_facetstream's row.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.normpath(os.path.join(HERE, "..", "..", "..", "share", "examples"))


def latencies(path, rows, regions):
    rng = random.Random(36)
    with open(path, "w") as f:
        f.write("region,ms\n")
        for i in range(rows):
            f.write(f"{regions[i % len(regions)]},{rng.lognormvariate(3.5 + 0.1 * (i % len(regions)), 0.6):.2f}\n")


HIST = """
import sys, numpy as np, pandas as pd, matplotlib
matplotlib.use("Agg")
import seaborn as sns
d = pd.read_csv(sys.argv[1])
g = sns.displot(d, x="ms", col="region", col_wrap=int(sys.argv[3]), height=500 / 100 / 2, aspect=1.6)
for ax, (name, part) in zip(g.axes.flat, d.groupby("region", sort=False)):
    ax.axvline(np.percentile(part["ms"], 99), ls="--", color="#333333")
g.figure.set_size_inches(8, 5)
g.savefig(sys.argv[2], dpi=100)
"""

LINES = """
import sys, pandas as pd, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
d = pd.read_csv(sys.argv[1], parse_dates=["month"])
sectors = list(dict.fromkeys(d["sector"]))
fig, axes = plt.subplots(4, 4, figsize=(12, 9), sharex=True, sharey=True)
for ax, name in zip(axes.flat, sectors):
    part = d[d["sector"] == name]
    ax.plot(part["month"], part["thousands"])
    ax.set_title(name)
for ax in list(axes.flat)[len(sectors):]:
    ax.set_visible(False)
fig.savefig(sys.argv[2], dpi=100)
"""


def bench(ctx):
    py = ctx.python if ctx.python and __import__("benchkinds").has_module(ctx.python, "seaborn") else None
    hist = ctx.script("facet_hist.py", HIST)
    lines = ctx.script("facet_lines.py", LINES)
    regions = ["eu", "us", "ap", "sa"]
    for rows in (100_000, 1_000_000):
        data = ctx.path(f"facet-{rows}.csv")
        latencies(data, rows, regions)
        ctx.compare(
            f"hist --facet region (4 panels), p99 marked, {rows:,} rows, 800x500",
            [ctx.chart, "hist", data, "--y", "ms", "--facet", "region", "--mark", "p99", "-o", ctx.path("f.png")],
            [py, hist, data, ctx.path("fm.png"), "2"] if py else None, "seaborn 0.12 displot(col=) / matplotlib 3.6")
    employment = os.path.join(EXAMPLES, "employment-long.csv")
    ctx.compare(
        "line --facet sector (14 panels, employment-long.csv), 1200x900",
        [ctx.chart, "line", employment, "--x", "month", "--y", "thousands", "--facet", "sector", "--size", "1200x900", "-o", ctx.path("e.png")],
        [ctx.python, lines, employment, ctx.path("em.png")] if ctx.python else None, "matplotlib 3.6 subplots")
