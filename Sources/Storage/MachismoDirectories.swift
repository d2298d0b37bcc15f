@_exported import StateStore

extension XDGDirectories {
    /// Machismo's folders (`~/.config/machismo`, `~/.local/share/machismo`,
    /// `~/.local/state/machismo`) under the environment's XDG homes.
    public init(environment: [String: String] = XDGDirectories.variables()) {
        self.init(appName: "machismo", environment: environment)
    }
}
