"""Kind-against-matplotlib rows for scripts/bench (`scripts/bench --kinds [NAME ...]`).

Each module here named `vs_<name>.py` defines `bench(ctx)` and measures one chart kind or feature
against matplotlib (seaborn where it has the chart) on the same data. A module writes its data
into `ctx.work`, then calls `ctx.compare(...)`, which runs chart and the Python baseline
interleaved (A B A B …, so a change in the machine's load hits both alike) and reports wall time,
CPU time (user+sys of the child and every descendant it waits for: chart's gnuplot, a Python's
threads) and the load average before and after the row (marked busy above the core count), so a
figure can be checked on a busy machine. One file per kind keeps helpers that add kinds out of each other's way.
"""
import importlib, os, pkgutil, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))


def plot_python():
    """A Python that imports matplotlib: this one, else the system's (Debian's python3-matplotlib
    and python3-seaborn install there, while a pyenv python3 may come first on PATH); None if none."""
    for exe in [sys.executable, "/usr/bin/python3", "/usr/local/bin/python3"]:
        if exe and os.path.exists(exe) and subprocess.run(
                [exe, "-c", "import matplotlib, numpy"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
            return exe
    return None


_versions = {}


def versions(python, *modules):
    """`matplotlib 3.6.3, numpy 1.24.2`: the versions `python` imports, for the row of an anchor
    it runs (a figure against an unnamed version cannot be checked); cached per Python."""
    key = (python, modules)
    if key not in _versions:
        probe = "import importlib, sys\nfor m in sys.argv[1:]:\n    print(m, getattr(importlib.import_module(m), '__version__', '?'))"
        done = subprocess.run([python, "-c", probe, *modules], capture_output=True, text=True)
        _versions[key] = ", ".join(done.stdout.split("\n")[:-1]) if done.returncode == 0 else "version unknown"
    return _versions[key]


def gnuplot_version(gnuplot="gnuplot"):
    """`gnuplot 5.4 patchlevel 4`, as `gnuplot --version` prints it."""
    if gnuplot not in _versions:
        done = subprocess.run([gnuplot, "--version"], capture_output=True, text=True)
        _versions[gnuplot] = done.stdout.strip() or "gnuplot (version unknown)"
    return _versions[gnuplot]


def has_module(python, name):
    return python is not None and subprocess.run(
        [python, "-c", f"import {name}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


class Timed(float):
    """Wall seconds of a run as a float, so the ratios and formats rows already use keep working,
    carrying the CPU seconds (user+sys of the process and every descendant it waited for) and the
    peak RSS in MB beside it: a wall figure alone cannot be checked on a shared machine."""

    def __new__(cls, wall, cpu=None, peak=None):
        value = float.__new__(cls, wall)
        value.cpu, value.peak = cpu, peak
        return value

    @property
    def wall(self):
        return float(self)

    def __reduce__(self):
        return (Timed, (float(self), self.cpu, self.peak))


def run_timed(cmd, cwd=None, stdin=None, env=None, check=True):
    """One run of cmd as a Timed. The child is reaped with wait4, so its rusage is its own and
    that of every descendant it waited for (chart waits for its gnuplot; `sh -c 'a | b'` waits
    for both), whatever other children this process has; a process's rusage sums its threads."""
    note_load()
    with open(stdin, "rb") if stdin else open(os.devnull, "rb") as inp, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        child = subprocess.Popen(cmd, stdin=inp, stdout=subprocess.DEVNULL, stderr=err, cwd=cwd, env=env)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        if check and child.returncode != 0:
            err.seek(0)
            raise RuntimeError(f"{' '.join(map(str, cmd))} exited {child.returncode}: {err.read().decode(errors='replace')[-400:]}")
    return Timed(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def median_timed(runs):
    """The median wall, median CPU and largest peak of runs (Timed or plain floats)."""
    walls = [float(r) for r in runs]
    cpus = [r.cpu for r in runs if getattr(r, "cpu", None) is not None]
    peaks = [r.peak for r in runs if getattr(r, "peak", None) is not None]
    return Timed(statistics.median(walls), statistics.median(cpus) if len(cpus) == len(runs) else None,
                 max(peaks) if peaks else None)


def timed(cmd, cwd=None, stdin=None):
    """Wall seconds and CPU seconds (user+sys of the child and its children) of one run of cmd."""
    t = run_timed(cmd, cwd=cwd, stdin=stdin)
    return t.wall, t.cpu


# The load average around each row: sampled before the row's first timed run (after its data is
# written, which loads a core itself) and when the row is reported. A row whose load exceeds the
# core count ran on a busy machine, and says so.
BUSY = "†busy"
_row_load = [None]


def cores():
    return os.cpu_count() or 1


def loadavg():
    """The 1-minute load average (a function, so the self-test can stub it)."""
    return os.getloadavg()[0]


def note_load():
    """Remembers the load before the current row's first timed run."""
    if _row_load[0] is None:
        _row_load[0] = loadavg()


def take_row_load():
    """The load (before, after) of the row being reported, and starts the next row."""
    after = loadavg()
    before = _row_load[0] if _row_load[0] is not None else after
    _row_load[0] = None
    return before, after


def is_busy(before, after, ncores=None):
    return max(before, after) > (ncores or cores())


def load_note(before, after, ncores=None):
    """`load 0.4 → 1.2`, with the busy mark when either is above the core count."""
    return f"load {before:.1f} → {after:.1f}" + (f" {BUSY}" if is_busy(before, after, ncores) else "")


def wall_cpu(t):
    """`1.23 s wall, 2.01 s CPU` for a Timed (CPU left out for a plain float)."""
    return f"{float(t):.2f} s wall" + (f", {t.cpu:.2f} s CPU" if getattr(t, "cpu", None) is not None else "")


def ratio(a, b):
    """`ratio 0.41 wall, 0.52 CPU` of two Timed (CPU only when both carry it)."""
    text = f"ratio {float(a) / float(b):.2f} wall"
    if getattr(a, "cpu", None) is not None and getattr(b, "cpu", None):
        text += f", {a.cpu / b.cpu:.2f} CPU"
    return text


def peak_mb(cmd, cwd=None):
    """Peak RSS of one run of cmd, measured in a fresh process so no other child's peak counts."""
    probe = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True); "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe] + cmd, capture_output=True, text=True, check=True, cwd=cwd).stdout
    return int(out.strip()) / 1024


class Context:
    """What a vs_<name> module gets: the chart binary, a scratch folder, the repeat count, a Python
    with matplotlib (or None) and `report`/`compare` that print and keep rows for --markdown."""

    def __init__(self, chart, work, repeat, report, before=None):
        self.chart, self.work, self.repeat, self._report = chart, work, repeat, report
        self.python = plot_python()
        # The older build a module compares against: `--before OLD/chart`, else $CHART_BEFORE.
        self.before = before or os.environ.get("CHART_BEFORE")

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
                runs[i].append(run_timed(cmd, cwd=self.work))
        return [(lambda t: (t.wall, t.cpu))(median_timed(r)) for r in runs]

    def compare(self, measure, ours, theirs, theirs_name, target="—", rounds=None, peak=True):
        """Runs chart (`ours`) and a baseline (`theirs`, None when not installed) interleaved and
        reports chart's wall/CPU/peak and the ratio against the baseline; the report adds the
        load average before and after the row (and the busy mark)."""
        if theirs is None:
            (w, c), = self.measure([ours], rounds)
            mem = f", peak {peak_mb(ours, cwd=self.work):.0f} MB" if peak else ""
            self.report(measure, f"{w:.2f} s wall, {c:.2f} s CPU{mem}; {theirs_name} not installed, not compared", target)
            return (w, c), None
        (w, c), (tw, tc) = self.measure([ours, theirs], rounds)
        mem = f", peak {peak_mb(ours, cwd=self.work):.0f} MB" if peak else ""
        theirs_mem = f", peak {peak_mb(theirs, cwd=self.work):.0f} MB" if peak else ""
        self.report(measure, f"{w:.2f} s wall, {c:.2f} s CPU{mem}; {theirs_name} {tw:.2f} s wall, {tc:.2f} s CPU{theirs_mem}; "
                             f"ratio {w / tw:.2f} wall, {c / tc:.2f} CPU (interleaved)", target)
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
