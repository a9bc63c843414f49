/// How to interpret input bytes, gathered in one value so flags map onto it one-to-one.
public struct ReadOptions: Sendable, Equatable {
    /// The format; `nil` means by file extension, else sniffed from the content.
    public var format: InputFormat?
    /// Whether the first row is a header (default: sniffed).
    public var header: HeaderMode

    public init(format: InputFormat? = nil, header: HeaderMode = .auto) {
        self.format = format
        self.header = header
    }
}
