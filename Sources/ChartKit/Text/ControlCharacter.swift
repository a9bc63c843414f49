extension Unicode.Scalar {
    /// C0 and C1 control characters and DEL: what may end a gnuplot program line, garble a
    /// terminal, or has no business in a file name. One definition for every place that checks.
    var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
