/// One value per x slot of a discrete graph (a plot's points, the slots' numbers), held in an
/// array or read back from a streamed chart's temporary file (`DiscreteSpill`).
///
/// Why a collection of its own: a streamed `chart discrete` of 100M slots keeps its points on
/// disk, and every stage (layout, thinning, the program, the text chart, `--plan`) reads them
/// through this, so one code path serves both reads. Iterating reads the file a block at a time
/// without a lock; `subscript` serves the odd random look-up (a highlighted slot) from a cached
/// block. Slices share the storage, so `points[page.slots]` costs nothing.
package struct SlotColumn<Cell: SlotCell>: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case memory([Cell])
        case spill(DiscreteSpill, field: Int)
    }

    private let storage: Storage
    package let startIndex: Int
    package let endIndex: Int

    package typealias Indices = Range<Int>
    package typealias SubSequence = SlotColumn<Cell>

    package init(_ cells: [Cell]) {
        storage = .memory(cells)
        (startIndex, endIndex) = (0, cells.count)
    }

    package init(arrayLiteral cells: Cell...) {
        self.init(cells)
    }

    /// The cells at `field` of each record of `spill` (`DiscreteSpill.Field`).
    init(spill: DiscreteSpill, field: Int) {
        storage = .spill(spill, field: field)
        (startIndex, endIndex) = (0, spill.count)
    }

    private init(storage: Storage, bounds: Range<Int>) {
        self.storage = storage
        (startIndex, endIndex) = (bounds.lowerBound, bounds.upperBound)
    }

    package var indices: Range<Int> { startIndex..<endIndex }

    package subscript(position: Int) -> Cell {
        switch storage {
        case let .memory(cells): return cells[position]
        case let .spill(spill, field): return spill.cell(slot: position, field: field)
        }
    }

    package subscript(bounds: Range<Int>) -> SlotColumn<Cell> {
        SlotColumn(storage: storage, bounds: bounds)
    }

    package func makeIterator() -> Iterator {
        switch storage {
        case let .memory(cells): return Iterator(cells: cells, range: indices)
        case let .spill(spill, field): return Iterator(spill: spill, field: field, range: indices)
        }
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// The cells as an array: the array itself when the column is one in memory (a batch's).
    var array: [Cell] {
        if case let .memory(cells) = storage, startIndex == 0, endIndex == cells.count { return cells }
        return Array(self)
    }

    /// Reads the cells in order; a spilled column a block of records at a time. A cell is read
    /// from the block array by index, so a step touches no class (no retain per cell: they
    /// were a tenth of a 10M-slot layout).
    package struct Iterator: IteratorProtocol {
        private var cells: [Cell] = []
        private var spill: DiscreteSpill?
        private var field = 0
        private var width = 0
        private var position: Int
        private let end: Int
        /// Records `blockStart..<blockEnd` of the spill, `width` doubles each.
        private var block: [Double] = []
        private var blockStart = 0
        private var blockEnd = 0

        fileprivate init(cells: [Cell], range: Range<Int>) {
            self.cells = cells
            (position, end) = (range.lowerBound, range.upperBound)
        }

        fileprivate init(spill: DiscreteSpill, field: Int, range: Range<Int>) {
            (self.spill, self.field, width) = (spill, field, spill.width)
            (position, end) = (range.lowerBound, range.upperBound)
            (blockStart, blockEnd) = (position, position)
        }

        package mutating func next() -> Cell? {
            guard position < end else { return nil }
            defer { position += 1 }
            guard width > 0 else { return cells[position] }
            if position >= blockEnd {
                blockStart = position
                blockEnd = Swift.min(end, position + DiscreteSpill.blockSlots)
                spill?.records(blockStart..<blockEnd, into: &block)
            }
            return Cell(spilled: block, at: (position - blockStart) * width + field)
        }
    }
}

/// A value a discrete graph keeps per slot, as it is written in a spill record: a run of
/// `Double`s, so a streamed chart reads back what a whole read holds, bit for bit.
package protocol SlotCell: Sendable, Equatable {
    /// The cell whose doubles start at `block[offset]`.
    init(spilled block: [Double], at offset: Int)
}

extension Double: SlotCell {
    package init(spilled block: [Double], at offset: Int) {
        self = block[offset]
    }
}

/// A point as its low and high; a gap as two NaNs (a point's ends are never NaN).
extension Optional: SlotCell where Wrapped == DiscretePoint {
    package init(spilled block: [Double], at offset: Int) {
        self = block[offset].isNaN ? nil : DiscretePoint(low: block[offset], high: block[offset + 1])
    }
}

/// A plot's points, one per slot (nil: a gap).
package typealias DiscretePoints = SlotColumn<DiscretePoint?>
