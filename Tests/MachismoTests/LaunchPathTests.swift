import Glibc
@testable import Machismo
import Testing

/// The paths found before the window, with libc rather than Foundation.
@Suite struct LaunchPathTests {
    @Test func pathsAreStandardizedAsURLDoes() throws {
        #expect(LaunchPath.standardized("/a/./b/../c//d/") == "/a/c/d")
        #expect(LaunchPath.standardized("/..") == "/")
        #expect(LaunchPath.standardized("/usr/share") == "/usr/share")
        let folder = getcwd(nil, 0)
        defer { free(folder) }
        let cwd = String(cString: try #require(folder))
        #expect(LaunchPath.standardized("x/../y") == LaunchPath.standardized(cwd + "/y"))
    }

    @Test func theParentIsThePathWithoutItsLastPart() {
        #expect(LaunchPath.parent(of: "/a/b") == "/a")
        #expect(LaunchPath.parent(of: "/a/b/") == "/a")
        #expect(LaunchPath.parent(of: "/a") == "/")
        #expect(LaunchPath.parent(of: "/") == "/")
    }

    @Test func theBinarysFolderAndTheDataFolderAreFound() throws {
        #expect(LaunchPath.exists(LaunchPath.binaryFolder))
        #expect(!LaunchPath.binaryFolder.contains("/proc/"), "links resolved")
        let data = try #require(DataDirectory.path, "the source tree's data/ above .build")
        #expect(LaunchPath.exists(data + "/style.css"))
        #expect(DataDirectory.url?.path == data)
        #expect(DataDirectory.contents(of: "style.css")?.contains("card") == true)
        #expect(DataDirectory.contents(of: "no such file") == nil)
        #expect(LaunchPath.environment("PATH") != nil && LaunchPath.environment("MACHISMO_NO_SUCH_VARIABLE") == nil)
    }

    /// The icons beside a built binary (unthemed: GTK lists their folder once) come before
    /// the source tree's hicolor folder, which costs GTK a look into each of that theme's
    /// 650 size and context folders; an installed prefix's theme is found as before.
    @Test func theIconsBesideTheBinaryComeFirst() {
        let id = AppInfo.applicationID
        let files: Set = ["/build/share/icons/\(id).svg", "/source/data/icons/hicolor/scalable/apps/\(id).svg"]
        let candidates = ["/build/share", "/source/data", "/usr/local/share"]
        #expect(DataDirectory.iconFolder(candidates: candidates, exists: files.contains) == "/build/share")
        let unbuilt = files.subtracting(["/build/share/icons/\(id).svg"])
        #expect(DataDirectory.iconFolder(candidates: candidates, exists: unbuilt.contains) == "/source/data")
        #expect(DataDirectory.iconFolder(candidates: candidates, exists: { _ in false }) == nil)
    }
}
