"""Kind-against-matplotlib rows for scripts/bench (`scripts/bench --kinds [NAME ...]`).

Each module here named `vs_<name>.py` defines `bench(ctx)` and measures one chart kind or feature
against matplotlib (seaborn where it has the chart) on the same data. A module writes its data
into `ctx.work`, then calls `ctx.compare(...)`, which runs chart and the Python baseline
interleaved (A B A B …, so a change in the machine's load hits both alike) and reports wall time,
CPU time (user+sys of the child) and the load average beside each, so a figure can be checked on
a busy machine. One file per kind keeps helpers that add kinds out of each other's way.
"""
import importlib, os, pkgutil, resource, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))


def plot_python():
    """A Python that imports matplotlib: this one, else the system's (Debian's python3-matplotlib
    and python3-seaborn install there, while a pyenv python3 may come first on PATH); None if none."""
    for exe in [sys.executable, "/usr/bin/python3", "/usr/local/bin/python3"]:
        if exe and os.path.exists(exe) and subprocess.run(
                [exe, "-c", "import matplotlib, numpy"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
            return exe
    return None


def has_module(python, name):
    return python is not None and subprocess.run(
        [python, "-c", f"import {name}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def timed(cmd, cwd=None, stdin=None):
    """Wall seconds and CPU seconds (user+sys of the child and its children) of one run of cmd."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(stdin, "rb") if stdin else open(os.devnull, "rb") as inp:
        done = subprocess.run(cmd, stdin=inp, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=cwd)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, cmd))} exited {done.returncode}: {done.stderr.decode(errors='replace')[-400:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def peak_mb(cmd, cwd=None):
    """Peak RSS of one run of cmd, measured in a fresh process so no other child's peak counts."""
    probe = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True); "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe] + cmd, capture_output=True, text=True, check=True, cwd=cwd).stdout
    return int(out.strip()) / 1024


class Context:
    """What a vs_<name> module gets: the chart binary, a scratch folder, the repeat count, a Python
    with matplotlib (or None) and `report`/`compare` that print and keep rows for --markdown."""

    def __init__(self, chart, work, repeat, report):
        self.chart, self.work, self.repeat, self._report = chart, work, repeat, report
        self.python = plot_python()

    def path(self, name):
        return os.path.join(self.work, name)

    def report(self, measure, result, target="—"):
        self._report(measure, result, target)

    def script(self, name, text):
        """Writes a baseline script into the scratch folder and returns its path."""
        path = self.path(name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def measure(self, cmds, rounds=None):
        """Interleaved medians of (wall, cpu) for each command in cmds."""
        rounds = rounds or max(1, self.repeat)
        runs = [[] for _ in cmds]
        for _ in range(rounds):
            for i, cmd in enumerate(cmds):
                runs[i].append(timed(cmd, cwd=self.work))
        return [(statistics.median(w for w, _ in r), statistics.median(c for _, c in r)) for r in runs]

    def compare(self, measure, ours, theirs, theirs_name, target="—", rounds=None, peak=True):
        """Runs chart (`ours`) and a baseline (`theirs`, None when not installed) interleaved and
        reports chart's wall/CPU/peak and the ratio against the baseline, with the load average."""
        load = os.getloadavg()[0]
        if theirs is None:
            (w, c), = self.measure([ours], rounds)
            mem = f", peak {peak_mb(ours, cwd=self.work):.0f} MB" if peak else ""
            self.report(measure, f"{w:.2f} s wall, {c:.2f} s CPU{mem}, load {load:.1f}; {theirs_name} not installed, not compared", target)
            return (w, c), None
        (w, c), (tw, tc) = self.measure([ours, theirs], rounds)
        mem = f", peak {peak_mb(ours, cwd=self.work):.0f} MB" if peak else ""
        theirs_mem = f", peak {peak_mb(theirs, cwd=self.work):.0f} MB" if peak else ""
        self.report(measure, f"{w:.2f} s wall, {c:.2f} s CPU{mem}; {theirs_name} {tw:.2f} s wall, {tc:.2f} s CPU{theirs_mem}; "
                             f"ratio {w / tw:.2f} wall, {c / tc:.2f} CPU (interleaved, load {load:.1f})", target)
        return (w, c), (tw, tc)


def names():
    return sorted(m.name[3:] for m in pkgutil.iter_modules([HERE]) if m.name.startswith("vs_"))


def run(ctx, wanted):
    """Runs the named modules (all when `wanted` is empty) in name order."""
    known = names()
    unknown = [w for w in wanted if w not in known]
    if unknown:
        sys.exit(f"scripts/bench: no kind bench {', '.join(unknown)} (known: {', '.join(known) or 'none'})")
    for name in (wanted or known):
        importlib.import_module(f"benchkinds.vs_{name}").bench(ctx)
