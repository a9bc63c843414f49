"""Where gnuplot draws (issue 37, point 6): `chart scatter --no-density` on 1M points against
matplotlib's scatter (same 800x500 PNG, the same ~7 px filled circles), and against the build
before marker culling when `CHART_BEFORE` names one; 100 pages with `--jobs 1` against `--jobs 2`;
a 1,000-point line chart against bare gnuplot running chart's own program (`--emit-script`);
`line --no-decimate` on 200,000 noisy points against the build before (cut into paths or not).
CPU is user+sys of every process of a run (chart and its gnuplot), so it can be compared on a
busy machine; wall time is only meaningful at a low load average, which each row prints."""
import math, os, random

POINTS = 1_000_000

SCATTER = """
import sys, numpy as np, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
data = np.loadtxt(sys.argv[1], delimiter=",", skiprows=1)
fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
# A 7 px disc at 100 dpi: 5.04 points across, marker area s in points squared.
ax.scatter(data[:, 0], data[:, 1], s=5.04 ** 2, marker="o", linewidths=0)
fig.savefig(sys.argv[2])
"""


def write(path, rows, columns):
    if os.path.exists(path):
        return
    rng = random.Random(37)
    with open(path, "w") as f:
        f.write(",".join(columns) + "\n")
        for row in range(rows):
            if len(columns) == 2 and columns[0] == "x":
                f.write(f"{rng.gauss(50, 15):.4f},{rng.gauss(50, 15):.4f}\n")
            elif columns[1] == "wave":
                f.write(f"{row},{50 + 40 * math.sin(row / 2000) + rng.gauss(0, 2):.3f}\n")
            else:
                f.write(f"{row},{rng.uniform(0, 100):.3f}\n")


def bench(ctx):
    cloud = ctx.path("gnuplotdraw-1m.csv")
    write(cloud, POINTS, ["x", "y"])
    scatter = ctx.script("gnuplotdraw_scatter.py", SCATTER)
    ours = [ctx.chart, "scatter", cloud, "--x", "x", "--y", "y", "--no-density", "--timeout", "900", "-o", "gd-scatter.png"]
    theirs = [ctx.python, scatter, cloud, "gd-scatter-mpl.png"] if ctx.python else None
    ctx.compare("scatter --no-density 1M points vs matplotlib scatter", ours, theirs, "matplotlib", "≤ matplotlib's time")
    before = ctx.before
    if before and os.path.exists(before):
        old = [before] + ours[1:-1] + ["gd-scatter-before.png"]
        ctx.compare("scatter --no-density 1M points vs the build before culling", ours, old, "before", "faster, same PNG")
        same = open(ctx.path("gd-scatter.png"), "rb").read() == open(ctx.path("gd-scatter-before.png"), "rb").read()
        ctx.report("scatter --no-density 1M points: PNG against the build before", "byte-identical" if same else "DIFFERENT", "identical")

    series = ctx.path("gnuplotdraw-100k.csv")
    write(series, 100_000, ["t", "v"])
    pages = lambda jobs: [ctx.chart, "line", series, "--page-size", "1000", "--jobs", str(jobs), "--timeout", "900", "-o", f"gd-pages-{jobs}.png"]
    ctx.compare("line 100 pages of 1,000 points, --jobs 2 vs --jobs 1", pages(2), pages(1), "--jobs 1", "—", peak=False)

    # pngcairo strokes one long path in time that grows faster than its length; chart cuts a line
    # sent row by row into paths of 100 rows (PathBreaks). Every row drawn: a sine with noise
    # (a signal), and uniform noise over the whole height (the worst case for a stroke).
    if before and os.path.exists(before):
        for name, rows, column in [("a noisy sine", 200_000, "wave"), ("uniform noise", 50_000, "v")]:
            data = ctx.path(f"gnuplotdraw-{column}-{rows}.csv")
            write(data, rows, ["t", column])
            ours = [ctx.chart, "line", data, "--no-decimate", "--timeout", "900", "-o", f"gd-long-{column}.png"]
            ctx.compare(f"line --no-decimate {rows:,} points of {name} vs the build before path cuts", ours,
                        [before] + ours[1:-1] + [f"gd-long-{column}-before.png"], "before", "faster, less memory")

    small = ctx.path("gnuplotdraw-1k.csv")
    write(small, 1_000, ["t", "v"])
    program = ctx.path("gd-line-1k.gp")
    with open(program, "w") as f:
        import subprocess
        f.write(subprocess.run([ctx.chart, "line", small, "--emit-script", "-o", "gd-bare.png"], capture_output=True, text=True,
                               check=True, cwd=ctx.work).stdout)
    line = [ctx.chart, "line", small, "-o", "gd-line.png"]
    ctx.compare("line 1,000 points vs bare gnuplot on chart's program", line, ["gnuplot", program], "gnuplot", "≤ 1.1x CPU", peak=False)
    plan = [ctx.chart, "line", small, "--plan"]
    ctx.compare("line 1,000 points: chart's own part (--plan, no gnuplot) vs bare gnuplot", plan, ["gnuplot", program], "gnuplot",
                "—", peak=False)
    if before and os.path.exists(before):
        # Parsing the flags was half of chart's own part (issue 37, point 6): compare it with the build before.
        ctx.compare("line 1,000 points: chart's own part (--plan) vs the build before", plan, [before] + plan[1:], "before",
                    "—", peak=False)
        ctx.compare("line 1,000 points to PNG vs the build before", line, [before] + line[1:-1] + ["gd-line-before.png"], "before",
                    "—", peak=False)
