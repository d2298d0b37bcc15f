import Localization

extension MachismoOptions {
    /// `message` (the parser's help, or its usage after an error) with the parser's own
    /// fixed words in the user's language: its headings (`OVERVIEW:`, `USAGE:`,
    /// `OPTIONS:`, `Usage:`), the help of `--help` and `--version`, and the pointer
    /// to `--help`. swift-argument-parser has no translations of its own; these
    /// lines are replaced whole, so a line that is not exactly one of them (the
    /// parser's error itself, say) stays as the parser wrote it.
    static func translatingHeadings(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map(translatedLine).joined(separator: "\n")
    }

    private static func translatedLine(_ line: Substring) -> String {
        // TRANSLATORS: a heading of `machismo --help` (as swift-argument-parser writes it, in capitals);
        // %s is the app's one-line description.
        if let rest = line.dropPrefix("OVERVIEW: ") { return tr("OVERVIEW: %s", rest) }
        // TRANSLATORS: a heading of `machismo --help`; %s is the command line's syntax (not translated).
        if let rest = line.dropPrefix("USAGE: ") { return tr("USAGE: %s", rest) }
        // TRANSLATORS: a heading of `machismo --help`, above the list of options.
        if line == "OPTIONS:" { return tr("OPTIONS:") }
        // TRANSLATORS: after a command-line error; %s is the command line's syntax (not translated).
        if let rest = line.dropPrefix("Usage: ") { return tr("Usage: %s", rest) }
        if line == "  See 'machismo --help' for more information." {
            // TRANSLATORS: after a command-line error; %s is the command to type, machismo --help.
            return "  " + tr("See '%s' for more information.", "machismo --help")
        }
        // The options' help column: `  --version               Show the version.`
        if line.hasPrefix("  --version "), line.hasSuffix(" Show the version.") {
            return line.dropLast("Show the version.".count) + tr("Show the version.")
        }
        if line.hasPrefix("  -h, --help "), line.hasSuffix(" Show help information.") {
            return line.dropLast("Show help information.".count) + tr("Show help information.")
        }
        return String(line)
    }
}

private extension Substring {
    /// The rest after `prefix`, or nil when the line does not start with it.
    func dropPrefix(_ prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }
}
