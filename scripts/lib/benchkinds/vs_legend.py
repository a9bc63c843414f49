"""`--facet` with `--series`: the one legend of every series of the whole input (issue 36),
against seaborn's relplot(col=, hue=), which draws one legend of every hue for all panels, on
the same data at the same size (vs_facetcolor's baseline script, with the series in `half`).

Rows: employment by sector (share/examples/employment-long.csv) as 14 panels of lines, one
series per year (10 series: the one legend wraps over rows), the first sector's 2015 left out,
so the first panel lacks a series the legend must still list, at 1200x900.
"""
import csv, os

from benchkinds.vs_facetcolor import EXAMPLES, LINES


def bench(ctx):
    py = ctx.python if ctx.python and __import__("benchkinds").has_module(ctx.python, "seaborn") else None
    lines = ctx.script("legend_lines.py", LINES)
    data = ctx.path("legend.csv")
    with open(os.path.join(EXAMPLES, "employment-long.csv")) as f, open(data, "w", newline="") as out:
        rows = list(csv.DictReader(f))
        w = csv.writer(out)
        w.writerow(["sector", "half", "n", "thousands"])
        for row in rows:
            year = "y" + row["month"][:4]
            if not (row["sector"] == rows[0]["sector"] and year == "y2015"):
                w.writerow([row["sector"], year, int(row["month"][5:7]), row["thousands"]])
    ctx.compare(
        "line --facet sector --series year (14 panels, 10 series, one legend; the first panel lacks one), 1200x900",
        [ctx.chart, "line", data, "--x", "n", "--y", "thousands", "--series", "half", "--facet", "sector", "--size", "1200x900",
         "-o", ctx.path("legend.png")],
        [py, lines, data, ctx.path("legend-sns.png")] if py else None, "seaborn 0.12 relplot(col=, hue=)")
