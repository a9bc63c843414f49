"""chart line's flags on a streamed input (issue 37, flatflags): one row per flag over 10M rows
(numeric x, 800x500 PNG), peak RSS beside wall and CPU, against the build before the change.

The baseline is another chart binary: `--before OLD/chart` (or $CHART_BEFORE: a release build of main
before the change); without it chart runs alone. Target:
every flag under 150 MB at 10M rows, as without flags. Flags that draw every point (`--points`,
`--no-decimate`, `--x-log`) hold every row (8 bytes a number) and are measured with
`--emit-script` (gnuplot drawing 10M markers takes minutes and measures gnuplot, not the read);
scripts/lib/flat-memory-audit covers every kind at 1M and 10M rows.
"""
import os, subprocess, sys

from benchkinds import peak_mb

GENERATE = r'''
import sys, numpy as np
n = int(sys.argv[1]); rng = np.random.default_rng(20261128)
with open(sys.argv[2], "w") as f:
    f.write("t,a,b\n")
    for start in range(0, n, 1_000_000):
        t = np.arange(start + 1, min(n, start + 1_000_000) + 1)
        a = 100 + np.cumsum(rng.standard_normal(t.size)) / 10
        b = 50 + np.abs(rng.standard_normal(t.size))
        f.write("".join(f"{x},{p:.3f},{q:.3f}\n" for x, p, q in zip(t.tolist(), np.abs(a).tolist(), b.tolist())))
'''

FLAGS = [
    ("(no flag)", ["--y", "a"], "png"),
    ("--highlight X", ["--y", "a", "--highlight", "3333333"], "png"),
    ("--y2 b", ["--y", "a", "--y2", "b"], "png"),
    ("--y-log", ["--y", "a", "--y-log"], "png"),
    ("--x-log (every row)", ["--y", "a", "--x-log"], "emit"),
    ("--no-decimate (every row)", ["--y", "a", "--no-decimate"], "emit"),
]


def bench(ctx):
    before = ctx.before
    gen = ctx.script("flatflags_generate.py", GENERATE)
    data = ctx.path("flatflags-10M.csv")
    if not os.path.exists(data):
        subprocess.run([ctx.python or sys.executable, gen, "10000000", data], check=True)
    try:
        for label, flags, mode in FLAGS:
            out = ["--size", "800x500", "-o", ctx.path("flatflags.png")] if mode == "png" else ["--emit-script"]
            ours = [ctx.chart, "line", data] + flags + out
            theirs = [before, "line", data] + flags + out if before and os.path.exists(before) else None
            measure = f"line {label}, 10M rows, streamed"
            try:
                ctx.compare(measure, ours, theirs, "chart before (main)", "< 150 MB", rounds=1)
            except RuntimeError as failed:  # the build before failed this flag (--x-log: exit 70)
                (w, c), = ctx.measure([ours], rounds=1)
                ctx.report(measure, f"{w:.2f} s wall, {c:.2f} s CPU, peak {peak_mb(ours, cwd=ctx.work):.0f} MB, "
                                    f"load {os.getloadavg()[0]:.1f}; chart before failed: {str(failed)[-120:]}", "< 150 MB")
    finally:
        os.remove(data)
