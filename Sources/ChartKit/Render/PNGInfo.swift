/// The pixel size of a PNG as read back from the file, so an output can be checked against the
/// size that was requested before it is moved into place.
package struct PNGInfo: Equatable, Sendable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
