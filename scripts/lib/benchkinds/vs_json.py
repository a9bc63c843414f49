"""JSON reading speed (issue 37, item 5): the same rows as CSV, NDJSON and a one-line JSON array of
objects, `chart line FILE --plan`, interleaved, so the ratios against CSV are taken under the same
load.

The old build to compare with is `ctx.before` when scripts/bench passes one (`--before OLD`), else
the binary named by `--before OLD/chart` or $CHART_BEFORE; without either only this build is measured. Rows:
CHART_BENCH_JSON_ROWS (default 10,000,000; the files take ~700 MB and are deleted after). Targets:
NDJSON <= 1.25x the CSV time, the array <= 1.5x, each in CPU (user+sys) and wall.
"""
import os, subprocess

from benchkinds import peak_mb


def write_files(work, rows):
    """A random walk `x,y` (as scripts/bench writes it) and the same rows as NDJSON and a JSON array."""
    csv, ndjson, array = (os.path.join(work, f"walk-json.{ext}") for ext in ("csv", "ndjson", "json"))
    walk = ('BEGIN { srand(1); printf "x,y\\n"; l = 0; '
            f'for (i = 0; i < {rows}; i++) {{ l += rand() - 0.5; printf "%d,%.4f\\n", i, l }} }}')
    with open(csv, "w") as f:
        subprocess.run(["awk", walk], stdout=f, check=True)
    with open(ndjson, "w") as f:
        subprocess.run(["awk", "-F,", 'NR > 1 { printf "{\\"x\\":%s,\\"y\\":%s}\\n", $1, $2 }', csv], stdout=f, check=True)
    with open(array, "w") as f:
        subprocess.run(["awk", "-F,", 'BEGIN { printf "[" } NR > 1 { printf "%s{\\"x\\":%s,\\"y\\":%s}", (NR > 2 ? "," : ""), $1, $2 } '
                       'END { print "]" }', csv], stdout=f, check=True)
    return [("CSV", csv), ("NDJSON", ndjson), ("JSON array", array)]


def bench(ctx):
    rows = int(os.environ.get("CHART_BENCH_JSON_ROWS", "10000000"))
    before = ctx.before
    files = write_files(ctx.work, rows)
    try:
        builds = [("after", ctx.chart)] + ([("before", before)] if before else [])
        cmds = [[binary, "line", path, "--plan"] for _, binary in builds for _, path in files]
        load = os.getloadavg()[0]
        times = ctx.measure(cmds, rounds=max(3, ctx.repeat))
        load_after = os.getloadavg()[0]
        busy = " (busy machine)" if max(load, load_after) > 1.5 else ""
        for b, (label, binary) in enumerate(builds):
            (cw, cc) = times[b * len(files)]
            for f, (name, path) in enumerate(files):
                (w, c) = times[b * len(files) + f]
                mb = os.path.getsize(path) / 1e6
                peak = peak_mb([binary, "line", path, "--plan"], cwd=ctx.work)
                ratio = "" if f == 0 else f"; {w / cw:.2f}x CSV wall, {c / cc:.2f}x CSV CPU"
                target = {"NDJSON": "<= 1.25x CSV", "JSON array": "<= 1.5x CSV"}.get(name, "—")
                ctx.report(f"{rows:,} rows as {name} ({mb:.0f} MB) to a plan, {label}",
                           f"{w:.2f} s wall, {c:.2f} s CPU ({mb / w:.0f} MB/s), peak {peak:.0f} MB{ratio}; "
                           f"interleaved, load {load:.1f} before, {load_after:.1f} after{busy}", target)
        if before:
            for f, (name, _) in enumerate(files):
                (w, c), (ow, oc) = times[f], times[len(files) + f]
                ctx.report(f"{name}: after against before, interleaved", f"{ow / w:.2f}x faster in wall, {oc / c:.2f}x in CPU")
    finally:
        for _, path in files:
            os.remove(path)
