import Testing

@testable import ChartKit

/// Which time columns carry a zone offset other than 0, so the x axis says it shows UTC: the
/// byte pre-check that spares the common cells a second parse must not miss any offset form.
extension DataTests {
    @Suite struct ZoneOffsetTests {
        @Test(arguments: [
            ("2024-03-01T10:00:00+02:00", true),
            ("2024-03-01T10:00:00+0200", true),
            ("2024-03-01T10:00-05", true),
            ("2024-03-01 10:00:00.250-03:30", true),
            ("\"2024-03-01T10:00:00+02:00  \"", true),
            ("2024-03-01T10:00:00Z", false),
            ("2024-03-01T10:00:00+00:00", false),
            ("2024-03-01T10:00:00-00:00", false),
            ("2024-03-01 10:00", false),
            ("2024-03-01", false),
            ("2024-03", false),
            ("", false),
        ])
        func offsetsAreFound(cell: String, expected: Bool) throws {
            // The cell follows a plain UTC time, so a found offset comes from this cell alone.
            let table = try readTable("t,v\n2024-03-01T09:00:00Z,1\n\(cell),2\n")
            #expect(table.hasZoneOffsets(inColumn: 0) == expected, "\(cell)")
        }
    }
}
