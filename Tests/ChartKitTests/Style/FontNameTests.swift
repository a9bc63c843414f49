import Testing

@testable import ChartKit

/// Font names are held to fontconfig family characters (issue 23: gnuplot's SVG terminal wrote
/// them into attributes raw, so `x" onmouseover="…` added an event handler to every text).
@Suite struct FontNameTests {
    @Test(arguments: [
        "DejaVu Sans", "Liberation Serif", "M+ 1p", "Noto Sans CJK JP", "DejaVu Sans:Bold", "Source_Han-Sans.2",
        "文泉驿正黑", "Ελληνικά", "Font Awesome 5 Free", "Noto Sans Devanagari क्ष",
    ])
    func realFamilyNamesAreAccepted(_ name: String) {
        #expect(FontName.problem(name) == nil)
    }

    @Test(arguments: [
        (
            "x\" onmouseover=\"alert(1)",
            "a font name cannot contain \" (U+0022); use letters, digits, spaces and - _ . + : only; found \"x\\\" onmouseover=\\\"alert(1)\""
        ),
        ("a<b", "a font name cannot contain < (U+003C); use letters, digits, spaces and - _ . + : only; found \"a<b\""),
        ("a&amp;", "a font name cannot contain & (U+0026); use letters, digits, spaces and - _ . + : only; found \"a&amp;\""),
        ("it's", "a font name cannot contain ' (U+0027); use letters, digits, spaces and - _ . + : only; found \"it's\""),
        ("a`b`", "a font name cannot contain ` (U+0060); use letters, digits, spaces and - _ . + : only; found \"a`b`\""),
        ("50%", "a font name cannot contain % (U+0025); use letters, digits, spaces and - _ . + : only; found \"50%\""),
        ("a\tb", "a font name cannot contain U+0009; use letters, digits, spaces and - _ . + : only; found \"a\\tb\""),
        ("a\u{202E}b", "a font name cannot contain U+202E; use letters, digits, spaces and - _ . + : only; found \"a\u{202E}b\""),
        ("a\u{FFFE}", "a font name cannot contain \u{FFFE} (U+FFFE); use letters, digits, spaces and - _ . + : only; found \"a\u{FFFE}\""),
        ("Arial,12", "a font name cannot contain a comma (gnuplot reads \"name,size\"); found \"Arial,12\""),
        ("  ", "expected a font name like DejaVu Sans, found nothing"),
    ])
    func everythingElseIsRefused(_ name: String, _ message: String) {
        #expect(FontName.problem(name) == message)
    }
}
