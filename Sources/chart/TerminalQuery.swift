#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal whether it draws sixel images, for `--show` on a terminal that its
/// environment does not name (xterm in vt340 mode, mlterm under another `TERM`).
///
/// The question is the Primary Device Attributes request (`ESC [ c`), which every VT100-style
/// terminal answers with `ESC [ ? 6x ; … c`; a 4 among the attributes means sixel graphics. It
/// is asked only on a real terminal (`/dev/tty`, with standard output on it too), never inside
/// tmux or screen (which answer for themselves), and waits at most `timeout` milliseconds, so a
/// terminal that does not answer costs that once and gets the text chart.
enum TerminalQuery {
    /// Whether the controlling terminal says it draws sixel; false when it cannot be asked or
    /// does not answer within `timeout` ms.
    static func drawsSixel(timeout: Int32 = 200) -> Bool {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return false }
        var raw = saved
        // Unbuffered and silent, so the answer is read as it comes and never echoed.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // Through `TerminalModes`, so a signal during the wait puts echo back before chart exits.
        guard TerminalModes.change(fd, from: saved, to: raw) else { return false }
        defer { TerminalModes.restore() }
        let query: [UInt8] = [0x1B, 0x5B, 0x63]  // ESC [ c
        guard query.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == query.count else { return false }
        return listsSixel(reply(from: fd, timeout: timeout))
    }

    /// The bytes the terminal sends until the answer's final `c`, at most 256, within `timeout` ms.
    private static func reply(from fd: Int32, timeout: Int32) -> [UInt8] {
        var reply: [UInt8] = []
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        var buffer = [UInt8](repeating: 0, count: 64)
        while reply.last != UInt8(ascii: "c"), reply.count < 256 {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let elapsed = Int32((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1_000_000)
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard elapsed < timeout, poll(&ready, 1, timeout - elapsed) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            reply += buffer[0..<count]
        }
        return reply
    }

    /// Whether a Primary Device Attributes answer (`ESC [ ? 63 ; 1 ; 4 c`) lists attribute 4,
    /// sixel graphics; anything else (no answer, another reply) is no.
    static func listsSixel(_ reply: [UInt8]) -> Bool {
        guard let start = reply.indices.first(where: { reply[$0] == 0x1B && reply.dropFirst($0 + 1).starts(with: [0x5B, 0x3F]) }),
            let end = reply[start...].firstIndex(of: UInt8(ascii: "c"))
        else { return false }
        let attributes = reply[(start + 3)..<end].split(separator: UInt8(ascii: ";"))
        return attributes.dropFirst().contains { Array($0) == [UInt8(ascii: "4")] }
    }

    /// Whether asking is safe here: standard output is the terminal, nothing named a protocol
    /// or the text chart (`CHART_SHOW`), and no multiplexer stands between.
    static func mayAsk(_ environment: [String: String], outputIsTerminal: Bool) -> Bool {
        let term = environment["TERM"] ?? ""
        return outputIsTerminal && environment["CHART_SHOW"] == nil && environment["TMUX"] == nil && !term.hasPrefix("screen")
            && !term.hasPrefix("tmux") && term != "dumb" && !term.isEmpty
    }
}
