"""A long `chart hist --facet` input streamed (one spilled builder per panel) against matplotlib.

Rows: request latency in 50 regions as faceted histograms on one 2400x1600 image with the p99
marked per panel, at 1M rows (a 9 MB file, read whole) and 10M rows (90 MB, streamed in
batches), against pandas + numpy histograms on shared bins drawn as matplotlib subplots (seaborn's
displot(col=) takes minutes on 10M rows); and chart's peak RSS at both sizes, which says whether
memory stays flat in the rows.
"""
import os

from benchkinds import peak_mb
from benchkinds.vs_facet import latencies

FACETS = """
import sys, numpy as np, pandas as pd, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
d = pd.read_csv(sys.argv[1])
edges = np.histogram_bin_edges(d["ms"], bins="fd")
groups = list(d.groupby("region", sort=False))
fig, axes = plt.subplots(8, 7, figsize=(24, 16), sharex=True, sharey=True)
for ax, (name, part) in zip(axes.flat, groups):
    counts, _ = np.histogram(part["ms"], edges)
    ax.stairs(counts, edges, fill=True)
    ax.axvline(np.percentile(part["ms"], 99), ls="--", color="#333333")
    ax.set_title(name)
for ax in list(axes.flat)[len(groups):]:
    ax.set_visible(False)
fig.savefig(sys.argv[2], dpi=100)
"""


def bench(ctx):
    script = ctx.script("facetstream.py", FACETS)
    fifty = [f"r{i:02d}" for i in range(50)]
    peaks = []
    for rows in (1_000_000, 10_000_000):
        data = ctx.path(f"facetstream-{rows}.csv")
        latencies(data, rows, fifty)
        ours = [ctx.chart, "hist", data, "--y", "ms", "--facet", "region", "--mark", "p99", "--size", "2400x1600", "-o", ctx.path("s.png")]
        ctx.compare(
            f"hist --facet region (50 panels), p99 marked, {rows:,} rows ({'streamed' if rows > 2_000_000 else 'read whole'}), 2400x1600",
            ours, [ctx.python, script, data, ctx.path("sm.png")] if ctx.python else None, "matplotlib 3.6 + pandas/numpy")
        peaks.append(peak_mb(ours, cwd=ctx.work))
        os.remove(data)
    ctx.report("hist --facet region, 50 panels: peak RSS at 1M and 10M rows",
               f"{peaks[0]:.0f} MB and {peaks[1]:.0f} MB (10M rows streamed into 50 spilled panels)", "flat")
