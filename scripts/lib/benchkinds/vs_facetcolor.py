"""`--facet` with `--series` (one colour per series over the whole image) against seaborn's
relplot(col=, hue=), which keeps one hue per series across panels, on the same data.

Rows: employment by sector (share/examples/employment-long.csv) as 14 panels of lines, each
sector's months split into two series by year parity (so panels share (x, series) pairs and
every series is in every panel), at 1200x900.
"""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.normpath(os.path.join(HERE, "..", "..", "..", "share", "examples"))

LINES = """
import sys, pandas as pd, matplotlib
matplotlib.use("Agg")
import seaborn as sns
d = pd.read_csv(sys.argv[1])
g = sns.relplot(d, x="n", y="thousands", hue="half", col="sector", col_wrap=4, kind="line", height=9 / 4, aspect=12 / 9)
g.figure.set_size_inches(12, 9)
g.savefig(sys.argv[2], dpi=100)
"""


def bench(ctx):
    py = ctx.python if ctx.python and __import__("benchkinds").has_module(ctx.python, "seaborn") else None
    lines = ctx.script("facetcolor_lines.py", LINES)
    data = ctx.path("facetcolor.csv")
    with open(os.path.join(EXAMPLES, "employment-long.csv")) as f, open(data, "w", newline="") as out:
        rows = csv.DictReader(f)
        w = csv.writer(out)
        w.writerow(["sector", "half", "n", "thousands"])
        seen = {}
        for row in rows:
            n = seen.get(row["sector"], 0)
            seen[row["sector"]] = n + 1
            w.writerow([row["sector"], "first" if n % 24 < 12 else "second", n, row["thousands"]])
    ctx.compare(
        "line --facet sector --series half (14 panels, 2 series), 1200x900",
        [ctx.chart, "line", data, "--x", "n", "--y", "thousands", "--series", "half", "--facet", "sector", "--size", "1200x900",
         "-o", ctx.path("c.png")],
        [py, lines, data, ctx.path("cm.png")] if py else None, "seaborn 0.12 relplot(col=, hue=)")
