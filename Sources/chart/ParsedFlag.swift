import ArgumentParser

/// A flag value parsed once, when ArgumentParser reads the argument: the value, or the message
/// that refuses it.
///
/// A failure is kept rather than thrown so that the message stays the flag's own (an error thrown
/// while ArgumentParser reads comes back wrapped in "The value 'x' is invalid for …"): the
/// command's `validate()` throws it (`get()`), exit 64 before any data is read, and `run()` takes
/// the value. Before, `validate()` parsed such values to check them and `run()` parsed them again.
struct ParsedFlag<Value> {
    /// The value as typed.
    let text: String
    private let result: Result<Value, ValidationError>

    /// Parses `text` with `parse`; a thrown error's description becomes the usage message.
    init(_ text: String, _ parse: (String) throws -> Value) {
        self.text = text
        do {
            result = .success(try parse(text))
        } catch let error as ValidationError {
            result = .failure(error)
        } catch {
            result = .failure(ValidationError(String(describing: error)))
        }
    }

    /// The value; throws the usage error of a value that did not parse.
    func get() throws -> Value { try result.get() }
}
