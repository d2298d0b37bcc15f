/// What a view controller's view is, seen from this module: something the
/// rendering layer (`Storyboard`, over GTK) knows how to show. Navigation never
/// looks inside a view; it only loads, keeps and hands it over.
@MainActor
public protocol PlatformView: AnyObject {}

/// Where the module reports programmer mistakes it survives (an unknown segue
/// identifier, say). The app points it at its logger; tests capture it.
@MainActor
public enum NavigationLog {
    /// Called with each report; by default it prints a warning.
    public static var report: (String) -> Void = { message in
        print("warning: \(message)")
    }
}
