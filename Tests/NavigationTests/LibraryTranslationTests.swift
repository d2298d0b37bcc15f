import LocaleTestSupport
import Localization
@testable import Navigation
import Testing

/// The libraries' words come from their own gettext domain, so that an app using them gets
/// them translated with no catalogue of Machismo's: Back, from the test catalogue bound to
/// `LibraryTranslations.domain` alone (the app's domain is not bound in the tests).
@MainActor
@Suite struct LibraryTranslationTests {
    init() throws {
        try #require(LibraryTestCatalogue.bound != nil, "msgfmt compiles the test catalogue (Debian's gettext)")
    }

    @Test func theBackTitleIsTranslatedFromTheLibrariesCatalogue() {
        let untitled = ViewController()
        withLocale("de_DE.UTF-8") {
            #expect(NavigationController.backTitle(for: untitled) == "Zurück")
        }
        withLocale("C.UTF-8") {
            #expect(NavigationController.backTitle(for: untitled) == "Back")
        }
    }

    @Test func aMessagesDomainIsItsModules() {
        #expect(Localization.domain(ofFile: "Navigation/NavigationController.swift") == LibraryTranslations.domain)
        #expect(Localization.domain(ofFile: "Storyboard/TabBarView.swift") == "machismo-libraries")
        #expect(Localization.domain(ofFile: "Machismo/App/AppInfo.swift") == Localization.domain)
        #expect(Localization.domain(ofFile: "CarValet/Car.swift") == "machismo")
    }

    @Test func bindingTheLibrariesCatalogueLeavesTheAppsDomainAlone() {
        #expect(LibraryTranslations.localeDirectory == LibraryTestCatalogue.bound?.path)
        #expect(Localization.localeDirectory != LibraryTranslations.localeDirectory)
    }
}
