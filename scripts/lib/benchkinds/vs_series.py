"""`chart line --series KEY` over long rows (`x,key,y`), streamed in runs of x, against the build
before it streamed (issue 37, point 3).

Rows: a plain 1M-row `x,y` chart (the reference for the ratio), and 1M and 10M long rows of 10
keys (100k and 1M distinct x), each to a PNG, ours and the old build run interleaved, with wall,
CPU (user+sys, gnuplot included) and peak RSS of both. The old build is `--before OLD/chart` (or
$CHART_BEFORE) (build it from main with `swift build -c release
--product chart`); without it the rows report ours alone. The values are random walks, so M4
keeps a few points per pixel column, as real series have.
"""
import os, random

from benchkinds import peak_mb



def long_rows(path, xs, keys):
    """`x,key,y` rows: xs runs of x, each with one row per key (k0..), values random walks."""
    rng = random.Random(37)
    level = [100.0 * k for k in range(keys)]
    names = [f"k{k}" for k in range(keys)]
    with open(path, "w") as f:
        f.write("x,key,y\n")
        for i in range(xs):
            lines = []
            for k in range(keys):
                level[k] += rng.uniform(-1, 1)
                lines.append(f"{i},{names[k]},{level[k]:.3f}\n")
            f.write("".join(lines))


def plain_rows(path, rows):
    rng = random.Random(38)
    level = 0.0
    with open(path, "w") as f:
        f.write("x,y\n")
        for i in range(rows):
            level += rng.uniform(-1, 1)
            f.write(f"{i},{level:.3f}\n")


def bench(ctx):
    before = ctx.before if ctx.before and os.path.exists(ctx.before) else None
    plain = ctx.path("series-plain-1m.csv")
    plain_rows(plain, 1_000_000)
    ours_plain = [ctx.chart, "line", plain, "-o", ctx.path("p.png")]
    (plain_wall, plain_cpu), _ = ctx.compare(
        "line, plain 1M rows x,y -> PNG (the reference)", ours_plain,
        [before, "line", plain, "-o", ctx.path("pb.png")] if before else None, "chart before (main)")
    os.remove(plain)
    for rows in (1_000_000, 10_000_000):
        data = ctx.path(f"series-long-{rows}.csv")
        long_rows(data, rows // 10, 10)
        ours = [ctx.chart, "line", data, "--series", "key", "-o", ctx.path("s.png")]
        (wall, cpu), _ = ctx.compare(
            f"line --series key, {rows:,} long rows, 10 keys -> PNG ({'streamed' if rows > 2_000_000 else 'read whole'})", ours,
            [before, "line", data, "--series", "key", "-o", ctx.path("sb.png")] if before else None, "chart before (main)")
        if rows == 1_000_000:
            ctx.report("line --series key, 1M long rows against a plain 1M-row chart (ours)",
                       f"{wall / plain_wall:.2f}x wall, {cpu / plain_cpu:.2f}x CPU", "~1.5x")
        else:
            ctx.report("line --series key, 10M long rows: peak RSS (ours)", f"{peak_mb(ours, cwd=ctx.work):.0f} MB", "< 150 MB")
        os.remove(data)
