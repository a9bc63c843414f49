"""The new kinds at their caps, hostile-sweep sizes, against seaborn/matplotlib on the same data.

Rows: a heatmap of 1,000 × 1,000 categories (the cap along each axis) counted from 1M rows
(seaborn `heatmap` of a pandas crosstab), and a box chart of 10,000 categories (the cap) from
1M values (matplotlib `boxplot`), both at 800x500. The names are hostile (quotes, backquotes,
`%`, RTL and emoji), as the sweep feeds them, so quoting every name costs what it costs.
"""
import random

NAMES = ["a'b", 'q"u', "b`t", "50%", "\u202ertl", "\U0001F600", "plain", "x,y"]


def name(i):
    return f"{NAMES[i % len(NAMES)]}{i}"


def quoted(text):
    return '"' + text.replace('"', '""') + '"'


def write_pairs(path, rows, categories):
    rng = random.Random(36)
    with open(path, "w", encoding="utf-8") as f:
        f.write("x,y\n")
        for _ in range(rows):
            f.write(f"{quoted(name(rng.randrange(categories)))},{quoted(name(rng.randrange(categories)))}\n")


def write_values(path, rows, categories):
    rng = random.Random(36)
    with open(path, "w", encoding="utf-8") as f:
        f.write("c,v\n")
        for i in range(rows):
            f.write(f"{quoted(name(i % categories))},{rng.lognormvariate(3, 0.5):.3f}\n")


HEATMAP = """
import sys, pandas as pd, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt, seaborn as sns
d = pd.read_csv(sys.argv[1])
counts = pd.crosstab(d["y"], d["x"])
fig, ax = plt.subplots(figsize=(8, 5))
sns.heatmap(counts, cmap="viridis", ax=ax, xticklabels=100, yticklabels=100)
fig.savefig(sys.argv[2], dpi=100)
"""

BOX = """
import sys, pandas as pd, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
d = pd.read_csv(sys.argv[1])
groups = [part["v"].to_numpy() for _, part in d.groupby("c", sort=False)]
fig, ax = plt.subplots(figsize=(8, 5))
ax.boxplot(groups)
ax.set_xticks([])
fig.savefig(sys.argv[2], dpi=100)
"""


def bench(ctx):
    seaborn = ctx.python if ctx.python and __import__("benchkinds").has_module(ctx.python, "seaborn") else None
    heat = ctx.script("hostile_heatmap.py", HEATMAP)
    box = ctx.script("hostile_box.py", BOX)
    pairs = ctx.path("hostile-pairs.csv")
    write_pairs(pairs, 1_000_000, 1_000)
    ctx.compare(
        "heatmap, 1,000 x 1,000 hostile categories, 1M rows",
        [ctx.chart, "heatmap", pairs, "--header", "--x", "x", "--y", "y", "-o", ctx.path("h.png")],
        [seaborn, heat, pairs, ctx.path("h-mpl.png")] if seaborn else None, "seaborn 0.12 / matplotlib 3.6")
    values = ctx.path("hostile-values.csv")
    write_values(values, 1_000_000, 10_000)
    ctx.compare(
        "box, 10,000 hostile categories, 1M values",
        [ctx.chart, "box", values, "--x", "c", "--value", "v", "-o", ctx.path("b.png")],
        [ctx.python, box, values, ctx.path("b-mpl.png")] if ctx.python else None, "matplotlib 3.6")
