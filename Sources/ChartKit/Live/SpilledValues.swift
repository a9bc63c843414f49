/// Values a streamed chart keeps outside a table (in memory up to a budget, then in a
/// temporary file), read back in input order a block at a time.
///
/// A histogram's series and a box keep their own values (`HistSpill`); a streamed heatmap keeps
/// each row once and bins each axis from its column of the rows (`SpillColumn`). The binner and
/// the order statistics read either through this, so neither needs a copy of the other.
protocol SpilledValues: AnyObject, Sendable {
    /// How many values `forEachBlock` hands over.
    var count: Int { get }
    /// Calls `body` with every value in input order, a block at a time.
    func forEachBlock(_ body: (UnsafeBufferPointer<Double>) throws -> Void) throws
}
