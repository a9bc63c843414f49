#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A few byte buffers that a streamed read recycles from batch to batch, so each batch is read
/// into memory already touched rather than a fresh 4 MiB allocation.
///
/// Why: a fresh allocation of that size is new address space (glibc maps it, or trims its heap
/// when the batch before is freed), and the kernel then faults in and zeroes every one of its
/// pages before `read(2)` or the cut copies bytes into it. Measured on a 10M-row file, those page
/// faults cost more CPU than copying the bytes. A buffer is reused only when nothing else holds
/// its storage (checked by its address, without copying it), so sharing stays correct: a buffer
/// still referenced elsewhere is simply dropped, and counted as a fresh one when replaced.
package final class BatchBuffers: @unchecked Sendable {
    /// Buffers kept for reuse at most: the batches in flight each hold two (their bytes and
    /// their read), and the reading thread two more.
    static let kept = 10

    private let lock = Lock()
    private var spare: [[UInt8]] = []
    private var allocations = 0
    private var reuses = 0

    package init() {}

    /// How many buffers were allocated afresh, and how many were taken from the pool: a read's
    /// statistic for tests (bounded however long the input), not a timing.
    package var counts: (allocated: Int, reused: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (allocations, reuses)
    }

    /// `count` bytes whose contents are undefined (the caller overwrites them, then trims), in a
    /// recycled buffer when one is large enough.
    func filled(count: Int) -> [UInt8] {
        if var bytes = pooled(capacity: count) {
            // Within its capacity: no allocation. Copied from zero pages (a memcpy), not a
            // repeated element, which is a loop per byte in a debug build.
            let zeros = calloc(count, 1)
            defer { free(zeros) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: zeros, count: zeros == nil ? 0 : count))
            if bytes.count < count { bytes.append(contentsOf: repeatElement(0, count: count - bytes.count)) }
            return bytes
        }
        return [UInt8](unsafeUninitializedCapacity: Self.room(count)) { _, initialized in initialized = count }
    }

    /// An empty buffer with room for `capacity` bytes, recycled when one is large enough.
    func empty(capacity: Int) -> [UInt8] {
        if let bytes = pooled(capacity: capacity) { return bytes }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.room(capacity))
        return bytes
    }

    /// The capacity a fresh buffer for `count` bytes gets: a quarter more, so it can be
    /// recycled for a read with the last batch's unfinished record in front (its pages are
    /// touched only when used).
    private static func room(_ count: Int) -> Int {
        count + count / 4
    }

    /// Takes `bytes` back for a later batch, unless its storage is still shared (then the other
    /// holder keeps it) or enough buffers are kept already. Callers pass their last reference
    /// (`consume`): a copy still held by the caller counts as shared.
    func recycle(_ bytes: consuming [UInt8]) {
        let before = bytes.withUnsafeBufferPointer { $0.baseAddress }
        bytes.removeAll(keepingCapacity: true)  // shared storage: this makes new (untouched) storage instead
        guard bytes.capacity > 0, before == bytes.withUnsafeBufferPointer({ $0.baseAddress }) else { return }
        lock.lock()
        if spare.count < Self.kept { spare.append(bytes) }
        lock.unlock()
    }

    /// An empty kept buffer of at least `capacity` bytes (the pool's smallest that fits), or
    /// nil, counting a fresh allocation then.
    private func pooled(capacity: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = spare.indices.filter({ spare[$0].capacity >= capacity }).min(by: { spare[$0].capacity < spare[$1].capacity })
        else {
            allocations += 1
            return nil
        }
        reuses += 1
        return spare.remove(at: index)
    }
}
