extension String {
    /// `self` as a folder with `name` inside it, without doubling a trailing slash (`/` + `x` is
    /// `/x`, `out/` + `x` is `out/x`). chart joins plain names only, so no URL machinery.
    func joiningPath(_ name: String) -> String {
        hasSuffix("/") ? self + name : self + "/" + name
    }
}
