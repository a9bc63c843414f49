/// A theme value that cannot be read: the message says what was expected, for a theme file's
/// `file:line:column:` or a flag's name to precede.
package struct ThemeValueError: Error, Equatable, Sendable {
    package var message: String
    /// Columns (0-based, in Unicode scalars) into the value where the problem starts.
    package var offset: Int

    package init(_ message: String, offset: Int = 0) {
        self.message = message
        self.offset = offset
    }
}
