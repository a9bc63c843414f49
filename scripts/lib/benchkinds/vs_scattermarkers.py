"""Scatter markers on a streamed input (issue 37, flat memory for every flag): `chart scatter
--no-density` and `--x-log --y-log` (crowded markers, culled by `MarkerCulling`) on 10M points,
peak RSS beside wall and CPU, against the build before (`--before OLD/chart` or $CHART_BEFORE),
with both PNGs compared byte for byte.

Two clouds: a log-normal heap (a Gaussian blob on log axes, where culling keeps a few tens of
thousands of markers; on linear axes a long sparse tail, where it keeps over a million) and a
2-D random walk (a thin trail: culling is exact, so it keeps every marker whose edge is not
painted over later, over a million of them). gnuplot holds and draws the kept markers, so its
time grows with them; chart's own memory must not. Target: under 150 MB at 10M points.
"""
import json, os, subprocess, sys

from benchkinds import peak_mb

GENERATE = r'''
import sys, numpy as np
n, kind = int(sys.argv[1]), sys.argv[2]; rng = np.random.default_rng(20261205)
with open(sys.argv[3], "w") as f:
    f.write("x,y\n")
    x, y = 100.0, 100.0
    for start in range(0, n, 1_000_000):
        m = min(n, start + 1_000_000) - start
        if kind == "heap":
            xs, ys = 10 ** (1 + rng.standard_normal(m) / 3), 10 ** (1 + rng.standard_normal(m) / 3)
        else:
            xs, ys = x + np.cumsum(rng.standard_normal(m)), y + np.cumsum(rng.standard_normal(m))
            xs, ys = np.abs(xs) + 1, np.abs(ys) + 1
            x, y = xs[-1], ys[-1]
        f.write("".join(f"{p:.4f},{q:.4f}\n" for p, q in zip(xs.tolist(), ys.tolist())))
'''

CASES = [
    ("heap", "--no-density", ["--no-density"]),
    ("heap", "--x-log --y-log", ["--x-log", "--y-log"]),
    ("trail", "--no-density", ["--no-density"]),
]


def bench(ctx):
    before = ctx.before if ctx.before and os.path.exists(ctx.before) else None
    gen = ctx.script("scattermarkers_generate.py", GENERATE)
    for cloud in ("heap", "trail"):
        data = ctx.path(f"scattermarkers-{cloud}-10M.csv")
        subprocess.run([ctx.python or sys.executable, gen, "10000000", cloud, data], check=True)
        try:
            for _, label, flags in [c for c in CASES if c[0] == cloud]:
                ours = [ctx.chart, "scatter", data] + flags + ["--timeout", "900", "-o", "sm-ours.png"]
                theirs = [before, "scatter", data] + flags + ["--timeout", "900", "-o", "sm-before.png"] if before else None
                ctx.compare(f"scatter {label}, 10M points ({cloud}), streamed", ours, theirs, "chart before", "< 150 MB", rounds=1)
                if before:
                    same = open(ctx.path("sm-ours.png"), "rb").read() == open(ctx.path("sm-before.png"), "rb").read()
                    sent = subprocess.run(ours[:-2] + ["--plan"], capture_output=True, text=True, cwd=ctx.work).stdout
                    plan = json.loads(sent) if sent.strip() else {}
                    # A page's member (`pages[0].markersSent`), as `--plan` prints it.
                    counts = plan.get("markersSent") or ((plan.get("pages") or [{}])[0].get("markersSent"))
                    kept = f"{sum(counts):,} markers sent" if counts else "no culling"
                    ctx.report(f"scatter {label}, 10M points ({cloud}): PNG against the build before",
                               ("byte-identical" if same else "DIFFERENT") + f", {kept}", "identical")
        finally:
            os.remove(data)
