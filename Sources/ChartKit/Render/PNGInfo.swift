/// The pixel size of a PNG as read back from the file, so an output can be checked against the
/// size that was requested before it is moved into place.
public struct PNGInfo: Equatable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
