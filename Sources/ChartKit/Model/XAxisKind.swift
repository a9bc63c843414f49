/// What the x values are, which decides how the x axis is ticked and labelled.
package enum XAxisKind: String, Sendable, Equatable, Codable {
    /// Plain numbers: Talbot ticks, numeric formats.
    case number
    /// Instants as epoch seconds (from ISO-8601 text or `--x-type epoch`): calendar ticks.
    case time
    /// Text: evenly spaced slots in input order, labelled with the text.
    case category
}

/// How the user asked the x column to be read.
package enum XTypeRequest: String, Sendable, Equatable, CaseIterable {
    /// Numbers → number, dates (ISO-8601, the common forms, years under a year header) → time,
    /// any other text → category.
    case auto
    case number
    /// Every date form the sniffer reads, and bare years under any header.
    case time
    /// Numbers taken as seconds since 1970-01-01T00:00:00Z.
    case epoch
    case category
}
