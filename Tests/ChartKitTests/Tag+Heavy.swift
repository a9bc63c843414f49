import Testing

extension Tag {
    /// A suite that costs seconds of CPU or starts gnuplot; `scripts/test --fast` leaves it out
    /// (the skip list is read from these tags at run time, so tagging a suite is all it takes).
    @Tag static var heavy: Self
}
