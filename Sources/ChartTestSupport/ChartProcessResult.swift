/// What a run of the built `chart` binary did: exit status, stdout bytes (PNG with `-o -`), stderr.
package struct ChartProcessResult: Sendable {
    /// Exit status; for a process killed by a signal, 128 + the signal number (as a shell shows it).
    package var status: Int32
    package var stdout: [UInt8]
    package var stderr: String
    /// CPU seconds chart and the gnuplot it ran used: a bound on work that a busy machine
    /// cannot break, unlike wall-clock time.
    package var cpuSeconds: Double

    package init(status: Int32, stdout: [UInt8], stderr: String, cpuSeconds: Double = 0) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.cpuSeconds = cpuSeconds
    }

    /// stdout decoded as UTF-8, for `--plan` and `--emit-script` output.
    package var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}
