#if canImport(Glibc)
import Glibc
#endif

/// Tunes glibc's allocator for a line or area chart's streamed read, before its batch threads
/// start, so the buffers a batch frees are the ones the next batch gets, instead of fresh pages
/// the kernel must zero.
///
/// A long read cuts the input into 4 MiB batches, each parsed on a thread of its own into rows of
/// a few MiB, and reads a spill back a block at a time. With glibc's defaults those threads spread
/// over up to eight arenas a core, each keeping its own freed memory; blocks above the moving
/// mmap threshold are unmapped when freed; and the top of a heap is given back to the system
/// once a little of it is free. Every batch then faulted in new pages: `clear_page` was 18% of
/// the CPU of a 3M-row read of 17-digit floats (`perf`). Two arenas (one a core, as many as run
/// at once), blocks up to 64 MiB from the heap, and heaps trimmed only past 512 MiB free keep the
/// memory in use instead: a line's batches and spill blocks come in a few sizes, freed and asked
/// for in turn, so the peak fell too (95 to 71 MB on 10M rows to a PNG). Not for every kind: a
/// histogram's growing value buffers, kept on the heap, fragment it (105 to 148 MB peak), where
/// unmapped as they are freed they do not. PERFORMANCE.md ("four cuts in a long read's CPU"). glibc
/// only (`mallopt`, looked up at run time, as Swift's Glibc module does not import `malloc.h`);
/// elsewhere nothing changes.
enum AllocatorTuning {
    /// `M_TRIM_THRESHOLD`, `M_MMAP_THRESHOLD` and `M_ARENA_MAX` from glibc's `malloc.h`.
    private static let trimThreshold: Int32 = -1
    private static let mmapThreshold: Int32 = -3
    private static let arenaMax: Int32 = -8

    static func forStreamedLines() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let cores = Int32(clamping: max(2, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        _ = mallopt(arenaMax, cores)
        _ = mallopt(mmapThreshold, 64 << 20)
        _ = mallopt(trimThreshold, 512 << 20)
        #endif
    }
}
