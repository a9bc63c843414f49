/// Whether the first row names the columns, so `--header`/`--no-header` can override sniffing.
package enum HeaderMode: Sendable, Equatable {
    /// Decide from the content (see `HeaderSniffer`).
    case auto
    /// The first row (or first inner JSON array) is a header.
    case present
    /// There is no header; columns are named `"1"`, `"2"`, ….
    case absent
}
