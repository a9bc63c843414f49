#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ways a terminal can show a picture inline (`--show`): the kitty graphics protocol,
/// iTerm2's inline images (also WezTerm and VS Code's terminal), and sixel.
///
/// Detection here reads the environment only, and only what a terminal sets for itself: a wrong
/// guess would print a screenful of base64 or sixel bytes. A terminal it does not recognise is
/// asked by the executable (`TerminalQuery`, sixel only: kitty and iTerm2 always say who they
/// are); inside tmux or screen, which need pass-through, nothing is assumed or asked.
/// `CHART_SHOW=kitty|iterm|sixel|text` names the protocol instead.
package enum TerminalGraphics: String, Sendable, Equatable, CaseIterable {
    case kitty
    case iterm
    case sixel

    /// The protocol the terminal in `environment` speaks; nil for unknown terminals (and for
    /// `CHART_SHOW=text`). Inside tmux or screen nothing is assumed.
    package static func detect(_ environment: [String: String]) -> TerminalGraphics? {
        if let forced = environment["CHART_SHOW"]?.lowercased() { return TerminalGraphics(rawValue: forced) }
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return nil }
        if term == "xterm-kitty" || term == "xterm-ghostty" || environment["KITTY_WINDOW_ID"] != nil { return .kitty }
        if ["iTerm.app", "WezTerm", "vscode"].contains(environment["TERM_PROGRAM"] ?? "") || environment["LC_TERMINAL"] == "iTerm2" {
            return .iterm
        }
        if ["foot", "foot-extra", "mlterm", "yaft-256color", "contour"].contains(term) || term.contains("sixel")
            || environment["WT_SESSION"] != nil
        {
            return .sixel
        }
        return nil
    }

    /// kitty's limit on the base64 payload of one escape.
    static let kittyChunk = 4096

    /// The bytes that show `png` (a whole PNG file) in this protocol, ending in a newline.
    package func escape(png: [UInt8]) throws -> [UInt8] {
        switch self {
        case .kitty:
            let payload = Array(Data(png).base64EncodedString().utf8)
            var out: [UInt8] = []
            var start = 0
            repeat {
                let end = min(start + Self.kittyChunk, payload.count)
                let more = end < payload.count ? 1 : 0
                let keys = start == 0 ? "a=T,f=100,m=\(more)" : "m=\(more)"
                out += Array("\u{1B}_G\(keys);".utf8) + payload[start..<end] + Array("\u{1B}\\".utf8)
                start = end
            } while start < payload.count
            return out + [0x0A]
        case .iterm:
            let payload = Data(png).base64EncodedString()
            return Array("\u{1B}]1337;File=inline=1;size=\(png.count);preserveAspectRatio=1:\(payload)\u{07}\n".utf8)
        case .sixel:
            return SixelEncoder.encode(try PNGDecoder.decodeRGBA(png, name: "the chart")) + [0x0A]
        }
    }
}
