"""Reading a long input from a file against the same bytes from a pipe (issue 37, kernel copy):
10M rows `x,y` (about 167 MB, written by awk like `scripts/bench --parse`) to a plan, from the
file and through `cat |`, with this build and, when `CHART_BEFORE` (or the bench's `--before`)
names one, an older build, all interleaved in one run. Each row gives CPU as user and sys apart (sys is where the kernel's copy
and page faults show), wall, minor page faults and peak RSS, with the load average before and
after; a row taken with a load above 1.5 is marked busy. The file is deleted after.
"""
import os, resource, statistics, subprocess, time

AWK = ('BEGIN { srand(1); printf "x,y\\n"; l = 0; '
       'for (i = 0; i < %d; i++) { l += rand() - 0.5; printf "%%d,%%.4f\\n", i, l } }')


def run(cmd):
    """Wall, user and sys seconds and minor faults of one run (the child and its children)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (wall, after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime, after.ru_minflt - before.ru_minflt)


def peak(cmd):
    probe = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True); "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run(["python3", "-c", probe] + cmd, capture_output=True, text=True, check=True).stdout
    return int(out.strip()) / 1024


def bench(ctx):
    rows = int(os.environ.get("CHART_KERNELCOPY_ROWS", "10000000"))
    data = ctx.path("kernelcopy.csv")
    with open(data, "w") as f:
        subprocess.run(["awk", AWK % rows], stdout=f, check=True)
    mb = os.path.getsize(data) / 1e6
    builds = [("after", ctx.chart)]
    before = ctx.before  # `--before OLD/chart`, where the bench passes it on
    if before:
        builds.append(("before", before))
    cases = []
    for name, chart in builds:
        cases.append((f"{name}, file", [chart, "line", data, "--plan"]))
        cases.append((f"{name}, pipe", ["sh", "-c", f"cat '{data}' | '{chart}' line --plan"]))
    try:
        load = os.getloadavg()[0]
        runs = [[] for _ in cases]
        for _ in range(max(3, ctx.repeat)):
            for index, (_, cmd) in enumerate(cases):
                runs[index].append(run(cmd))
        after_load = os.getloadavg()[0]
        busy = " (busy machine)" if max(load, after_load) > 1.5 else ""
        for (name, cmd), got in zip(cases, runs):
            wall, user, sys_, faults = (statistics.median(r[i] for r in got) for i in range(4))
            ctx.report(f"{rows:,} rows ({mb:.0f} MB) to a plan, {name}, interleaved{busy}",
                       f"CPU {user + sys_:.2f} s (user {user:.2f}, sys {sys_:.2f}), wall {wall:.2f} s, "
                       f"{faults:,.0f} minor faults, peak {peak(cmd):.0f} MB, load {load:.1f} → {after_load:.1f}",
                       "file ≤ pipe in CPU and wall")
    finally:
        os.remove(data)
