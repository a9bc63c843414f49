"""Quoted CSV (issue 37, quoted): `chart line FILE --plan` on 10M rows `x,y` plain (~167 MB), the
same rows with every field quoted (~207 MB, as many exporters write them), and the plain rows with
one quoted cell after the first 4 MiB, each against the build before the change, interleaved.

The old build gave up on any batch holding a quote (every field quoted: the exact path for the
whole file) and stopped guessing after the first batch it refused (one quoted cell after 4 MiB: the
exact path for the rest). Target: quoted and one-quoted-cell within 1.3x of plain, in CPU.

The old build is `--before OLD/chart` (or $CHART_BEFORE) (main's
release build before the change); without it chart runs alone. One data file exists at a time
(written seeded by numpy in ctx.python, deleted after its rows).
"""
import os, subprocess, sys

from benchkinds import peak_mb

GENERATE = r'''
import sys, numpy as np
n, mode, path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rng = np.random.default_rng(37)
q = '"' if mode == "quoted" else ""
with open(path, "w") as f:
    f.write(f"{q}x{q},{q}y{q}\n")
    y = 0.0
    for start in range(0, n, 1_000_000):
        x = np.arange(start, min(n, start + 1_000_000))
        ys = y + np.cumsum(rng.integers(-1000, 1001, x.size) / 1000)
        y = float(ys[-1])
        lines = [f"{q}{a}{q},{q}{b:.3f}{q}\n" for a, b in zip(x.tolist(), ys.tolist())]
        if mode == "late" and start == 0:
            lines[300_000] = f'{300_000},"{ys[300_000]:.3f}"\n'  # about 5 MB in: after the first 4 MiB batch
        f.write("".join(lines))
'''


def bench(ctx):
    before = ctx.before
    before = before if before and os.path.exists(before) else None
    gen = ctx.script("quoted_generate.py", GENERATE)
    n = 10_000_000
    plain = None
    for mode, label in [("plain", "plain"), ("quoted", "every field quoted"), ("late", "one quoted cell after 4 MiB")]:
        data = ctx.path(f"quoted-{mode}.csv")
        subprocess.run([ctx.python or sys.executable, gen, str(n), mode, data], check=True)
        try:
            size = os.path.getsize(data) / 1e6
            ours = [ctx.chart, "line", data, "--plan"]
            load = os.getloadavg()[0]
            runs = ctx.measure([ours] + ([[before, "line", data, "--plan"]] if before else []))
            (w, c) = runs[0]
            plain = plain or c
            text = f"{w:.2f} s wall, {c:.2f} s CPU ({c / plain:.2f}x plain CPU), peak {peak_mb(ours, cwd=ctx.work):.0f} MB"
            if before:
                (bw, bc) = runs[1]
                text += f"; before {bw:.2f} s wall, {bc:.2f} s CPU; ratio {w / bw:.2f} wall, {c / bc:.2f} CPU"
            ctx.report(f"line --plan, 10M rows x,y, {label} ({size:.0f} MB)", text + f" (interleaved, load {load:.1f} → {os.getloadavg()[0]:.1f})",
                       "≤ 1.3x plain CPU" if mode != "plain" else "—")
        finally:
            os.remove(data)
