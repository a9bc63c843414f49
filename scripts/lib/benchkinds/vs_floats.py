"""chart line over 17-significant-digit floats (issue 37 item 1, floats): 3M rows x 3 columns as
Python's repr writes random doubles (about 170 MB), and the same values rounded to 6 decimals,
read to a plan and drawn to a PNG, against the build before the change (`--before OLD/chart` or
$CHART_BEFORE), interleaved. Before, every batch of 17-digit floats left
the direct parser for the table reader and glibc strtod; the target is 17-digit <= 1.3x plain.
polars' and pandas' in-process read of the same files are reported when their Python has them.
"""
import os, subprocess, sys

from benchkinds import has_module

GENERATE = r'''
import random, sys
rows, path, digits = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rng = random.Random(37)
with open(path, "w") as f:
    f.write("x,a,b\n")
    for start in range(0, rows, 100_000):
        lines = []
        for i in range(start, min(rows, start + 100_000)):
            x, a, b = i + rng.random(), rng.random() * 1000 - 500, rng.random() * 1e-3
            if digits == "6":
                lines.append(f"{x:.6f},{a:.6f},{b:.6f}\n")
            else:
                lines.append(f"{x!r},{a!r},{b!r}\n")
        f.write("".join(lines))
'''

READ = r'''
import sys, time
lib, path = sys.argv[1], sys.argv[2]
mod = __import__(lib)
best = []
for _ in range(3):
    start = time.perf_counter()
    frame = mod.read_csv(path)
    best.append(time.perf_counter() - start)
best.sort()
print(f"{best[1]:.3f} {mod.__version__}")
'''


def bench(ctx):
    before = ctx.before
    python = ctx.python or sys.executable
    gen = ctx.script("floats_generate.py", GENERATE)
    reader = ctx.script("floats_read.py", READ)
    files = {}
    for digits in ["17", "6"]:
        path = ctx.path(f"floats-{digits}.csv")
        if not os.path.exists(path):
            subprocess.run([python, gen, "3000000", path, digits], check=True)
        files[digits] = path
    theirs_name = "chart before (main)"
    cpu = {}
    for digits, path in files.items():
        mb = os.path.getsize(path) / 1e6
        label = "17-digit repr" if digits == "17" else "6 decimals"
        for mode, args in [("--plan", ["--plan"]), ("-o PNG", ["-o", ctx.path("floats.png")])]:
            ours = [ctx.chart, "line", path] + args
            theirs = [before, "line", path] + args if before and os.path.exists(before) else None
            measure = f"line {mode}, 3M rows x 3 cols, {label} ({mb:.0f} MB)"
            (w, c), old = ctx.compare(measure, ours, theirs, theirs_name, "17-digit <= 1.3x plain")
            ctx.report(measure + ": rate", f"{mb / w:.0f} MB/s wall, {mb / c:.0f} MB/s CPU"
                       + (f" (before: {mb / old[0]:.0f} MB/s wall, {mb / old[1]:.0f} MB/s CPU)" if old else ""))
            cpu[(digits, mode)] = (w, c)
    for mode in ["--plan", "-o PNG"]:
        (w17, c17), (w6, c6) = cpu[("17", mode)], cpu[("6", mode)]
        ctx.report(f"line {mode}: 17-digit / 6-decimal", f"{w17 / w6:.2f}x wall, {c17 / c6:.2f}x CPU", "<= 1.3x")
    for lib in ["polars", "pandas"]:
        if not has_module(python, lib):
            ctx.report(f"{lib} read_csv in-process", f"{lib} not installed for {python}, not measured")
            continue
        for digits, path in files.items():
            out = subprocess.run([python, reader, lib, path], capture_output=True, text=True, check=True).stdout.split()
            mb = os.path.getsize(path) / 1e6
            ctx.report(f"{lib} {out[1]} read_csv in-process, {digits}-digit file", f"{float(out[0]):.2f} s wall ({mb / float(out[0]):.0f} MB/s), "
                       f"median of 3, load {os.getloadavg()[0]:.1f}")
