/// The distinct compass bearings of a pie's slice edges, each kept once, in first-seen order.
///
/// Two bearings are the same edge when they are less than `tolerance` degrees apart around the
/// circle (a slice's end and the next slice's start differ only by float noise). A linear scan
/// of the kept bearings made a pie of 32,000 slices take most of a minute; bearings are hashed
/// into buckets one tolerance wide, so each insert looks at a few neighbouring buckets only.
struct BearingSet {
    /// Bearings closer than this (in degrees, around the circle) are one edge.
    static let tolerance = 1e-6
    /// Buckets around the full circle: 360 / tolerance.
    private static let bucketCount = Int((360 / tolerance).rounded())

    private var buckets: [Int: [Double]] = [:]
    /// The kept bearings in [0, 360), in the order they were first inserted.
    private(set) var bearings: [Double] = []

    /// Keeps `bearing` (already in [0, 360)) unless one within `tolerance` is kept; returns
    /// whether it was new.
    @discardableResult
    mutating func insert(_ bearing: Double) -> Bool {
        let bucket = Self.bucket(of: bearing)
        // ±2 buckets: a bearing within the tolerance is at most one bucket away, and one more
        // covers rounding of bearing / tolerance.
        for offset in -2...2 {
            let neighbour = (bucket + offset + Self.bucketCount) % Self.bucketCount
            if buckets[neighbour]?.contains(where: { Self.distance($0, bearing) < Self.tolerance }) == true { return false }
        }
        buckets[bucket, default: []].append(bearing)
        bearings.append(bearing)
        return true
    }

    private static func bucket(of bearing: Double) -> Int {
        min(bucketCount - 1, max(0, Int((bearing / tolerance).rounded(.down))))
    }

    /// Degrees between two bearings in [0, 360), the short way around, rounded exactly as the
    /// emitter always computed it (so the same edges are kept to the last bit).
    static func distance(_ a: Double, _ b: Double) -> Double {
        abs(PieEmitter.reduced(a - b + 180) - 180)
    }
}
