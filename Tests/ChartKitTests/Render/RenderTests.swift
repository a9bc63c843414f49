import Testing

/// Groups every Render-stage suite, so `swift test --filter Render` runs exactly them.
@Suite enum RenderTests {}
