#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks, before an input is read whole, that the process may still take the memory charting
/// it needs, so a memory limit (`ulimit -v`, `ulimit -d`) ends the run with a one-line error
/// instead of a trap.
///
/// Swift cannot recover from a failed allocation: it aborts with a backtrace (exit 134), or a C
/// library call handed a null pointer crashes (exit 139). So when such a limit is set, the
/// memory a chart of `bytes` input bytes takes at most (`perInputByte` per byte plus `slack`
/// for the runtime, threads and gnuplot's pipes) is allocated once and freed at once: `malloc`
/// reports failure by returning null, which Swift's own allocations do not. Without a limit
/// nothing is probed (the system's overcommit would refuse a probe that the real, smaller
/// working set never needs).
enum MemoryHeadroom {
    /// Most bytes of working memory per input byte when an input is read whole. Measured peaks
    /// (after the category and slice limits): bar about 11, pie and discrete below that.
    static let perInputByte = 16
    /// Room for the runtime, thread stacks and arenas, and small inputs' fixed costs.
    static let slack = 128 << 20

    /// Throws `badData` naming `name` when a set memory limit leaves less than charting
    /// `bytes` input bytes needs.
    static func require(forInput bytes: Int, name: String) throws {
        guard isLimited else { return }
        let (scaled, overflow) = bytes.multipliedReportingOverflow(by: perInputByte)
        let needed = overflow ? Int.max : scaled.addingReportingOverflow(slack).partialValue
        if !overflow, let probe = malloc(needed) {
            free(probe)
            return
        }
        throw ChartError.badData(
            location: nil, column: nil,
            message:
                """
                \(name): charting \(describe(bytes)) of input needs about \(describe(needed)) of memory, more than the memory limit (ulimit -v or \
                -d) leaves; raise the limit, or read less (--max-input-size, --max-rows)
                """
        )
    }

    /// Whether an address-space or data-segment limit is set.
    static var isLimited: Bool {
        [RLIMIT_AS, RLIMIT_DATA].contains { resource in
            var limit = rlimit()
            #if canImport(Glibc)
            let status = getrlimit(__rlimit_resource_t(resource.rawValue), &limit)
            #else
            let status = getrlimit(resource, &limit)
            #endif
            return status == 0 && limit.rlim_cur != rlim_t.max  // RLIM_INFINITY (all ones), not imported as a value
        }
    }

    /// "21 MiB", "1.2 GiB".
    static func describe(_ bytes: Int) -> String {
        if bytes == Int.max { return "more than can be counted" }
        let mib = Double(bytes) / Double(1 << 20)
        return mib >= 1024 ? "\((mib / 1024 * 10).rounded() / 10) GiB" : "\(Int(mib.rounded(.up))) MiB"
    }
}
