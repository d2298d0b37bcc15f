import FoundationEssentials
import Glibc
import JSONLexing

/// Reads `cars.json` by hand over the shared `JSONLexer`, for the garage's first read:
/// `JSONDecoder` spent some 37 ms of the Garage page's first frame on 10,000 cars, most of
/// it in generic Codable machinery. It takes the file as the garage writes it (any
/// whitespace, keys in any order) and gives up, returning nil, on anything else (a key it
/// does not know, a `null`, a year written `2020.0`, a duplicate key, a syntax error): then
/// `JSONDecoder` reads the file and is the judge of what it holds, so a file reads the same
/// either way.
enum CarsJSON {
    /// The cars of a file of format `version`, or nil when the text is anything but such a
    /// file in the simple form the garage writes.
    static func cars(in data: Data, version: Int) -> [Car]? {
        data.withUnsafeBytes { raw in
            var reader = Reader(lexer: JSONLexer(raw.bindMemory(to: UInt8.self)))
            return try? reader.file(version: version)
        }
    }

    /// The UUID `8-4-4-4-12` hexadecimal digits spell, or nil.
    static func uuid(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        let dash = UInt8(ascii: "-")
        guard text.count == 36, text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash else {
            return nil
        }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let complete = withUnsafeMutableBytes(of: &value) { bytes in
            for byte in 0..<16 {
                // Two digits a byte, past the dashes after bytes 4, 6, 8 and 10.
                let index =
                    byte &* 2 &+ (byte >= 4 ? 1 : 0) &+ (byte >= 6 ? 1 : 0) &+ (byte >= 8 ? 1 : 0)
                    &+ (byte >= 10 ? 1 : 0)
                guard let high = hexDigit(text[index]), let low = hexDigit(text[index &+ 1]) else { return false }
                bytes[byte] = high << 4 | low
            }
            return true
        }
        return complete ? UUID(uuid: value) : nil
    }

    /// Whether `text` is well-formed UTF-8 (no overlong form, surrogate or code point past
    /// U+10FFFF), as `String(validating:)` judges it but several times faster: a garage's
    /// names with accents are checked at launch.
    static func isValidUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = text.count
        while index < count {
            let lead = text[index]
            if lead < 0x80 {
                index &+= 1
                continue
            }
            let length = lead < 0xC2 ? 0 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF5 ? 4 : 0
            guard length > 0, index &+ length <= count else { return false }
            // The second byte's range depends on the lead; the rest are any continuation byte.
            let second = text[index &+ 1]
            let low: UInt8 = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF
            guard second >= low, second <= high else { return false }
            for next in 2..<length where text[index &+ next] & 0xC0 != 0x80 { return false }
            index &+= length
        }
        return true
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The keys of the file and of a car.
    private enum Key {
        case cars, version, id, make, model, year, fuelGallons, hasPhoto

        /// The key `bytes` spell, told by their length and compared once, or nil.
        init?(bytes: UnsafeBufferPointer<UInt8>) {
            let key: Key
            switch bytes.count {
            case 2: key = .id
            case 4: key = bytes[0] == UInt8(ascii: "c") ? .cars : bytes[0] == UInt8(ascii: "m") ? .make : .year
            case 5: key = .model
            case 7: key = .version
            case 8: key = .hasPhoto
            case 11: key = .fuelGallons
            default: return nil
            }
            let spelling = key.spelling
            guard memcmp(bytes.baseAddress!, spelling.utf8Start, bytes.count) == 0 else { return nil }
            self = key
        }

        private var spelling: StaticString {
            switch self {
            case .cars: "cars"
            case .version: "version"
            case .id: "id"
            case .make: "make"
            case .model: "model"
            case .year: "year"
            case .fuelGallons: "fuelGallons"
            case .hasPhoto: "hasPhoto"
            }
        }
    }

    /// Thrown to give up: the text is not in the form this reader takes.
    private struct NotSimple: Error {}

    private struct Reader {
        var lexer: JSONLexer

        /// `{"cars": […], "version": N}` in either order, then the end of the text.
        mutating func file(version: Int) throws -> [Car] {
            var cars: [Car]?
            var readVersion: Int?
            try object { reader, key in
                switch key {
                case .cars where cars == nil: cars = try reader.carList()
                case .version where readVersion == nil: readVersion = try reader.integer()
                default: throw NotSimple()
                }
            }
            try lexer.expectEnd()
            guard let cars, readVersion == version else { throw NotSimple() }
            return cars
        }

        mutating func carList() throws -> [Car] {
            var cars: [Car] = []
            cars.reserveCapacity(lexer.bytes.count / 80)  // a car takes some 80 bytes at least, as written
            try lexer.expect("[")
            if lexer.consume("]") { return cars }
            repeat { cars.append(try car()) } while lexer.consume(",")
            try lexer.expect("]")
            return cars
        }

        /// One car: its five keys, each once.
        mutating func car() throws -> Car {
            var id: UUID?
            var make: String?
            var model: String?
            var year: Int?
            var fuel: Double?
            var hasPhoto: Bool?
            try object { reader, key in
                switch key {
                case .id where id == nil: id = try reader.uuid()
                case .make where make == nil: make = try reader.string()
                case .model where model == nil: model = try reader.string()
                case .year where year == nil: year = try reader.integer()
                case .fuelGallons where fuel == nil: fuel = try reader.double()
                case .hasPhoto where hasPhoto == nil: hasPhoto = try reader.bool()
                default: throw NotSimple()
                }
            }
            guard let id, let make, let model, let year, let fuel else { throw NotSimple() }
            var car = Car(id: id, make: make, model: model, year: year, fuelGallons: fuel)
            car.hasPhoto = hasPhoto
            return car
        }

        /// Calls `body` with each key of the object that comes next, told in place without
        /// making a `String` of it (nil for a key no car has); `body` reads its value.
        @inline(__always)
        mutating func object(_ body: (inout Reader, Key?) throws -> Void) throws {
            try lexer.expect("{")
            if lexer.consume("}") { return }
            repeat {
                let key = Key(bytes: try plainString().text)
                try lexer.expect(":")
                try body(&self, key)
            } while lexer.consume(",")
            try lexer.expect("}")
        }

        /// A string with no escape in it, as written, and whether it is ASCII: read in place
        /// in one pass (keys, ids and most names are such strings). Throws `NotSimple` for a
        /// string with an escape or a control character, which `JSONDecoder` reads.
        @inline(__always)
        mutating func plainString() throws -> (text: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
            guard lexer.peek() == .string else { throw NotSimple() }
            let bytes = lexer.bytes
            let start = lexer.offset + 1
            var end = start
            var high: UInt8 = 0
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") { break }
                guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { throw NotSimple() }
                high |= byte
                end += 1
            }
            guard end < bytes.count else { throw NotSimple() }
            lexer.offset = end + 1
            return (UnsafeBufferPointer(rebasing: bytes[start..<end]), high < 0x80)
        }

        /// A string without escapes, checked as UTF-8.
        @inline(__always)
        mutating func string() throws -> String {
            let (text, isASCII) = try plainString()
            guard isASCII || CarsJSON.isValidUTF8(text) else { throw NotSimple() }
            return String(decoding: text, as: UTF8.self)  // valid: nothing to repair
        }

        /// A UUID as `UUID.uuidString` writes it, in either case: read in place, as
        /// `UUID(uuidString:)` goes through `sscanf` (6 ms of 10,000 cars).
        @inline(__always)
        mutating func uuid() throws -> UUID {
            guard let uuid = CarsJSON.uuid(try plainString().text) else { throw NotSimple() }
            return uuid
        }

        /// A finite number, rounded to the nearest `Double` as `JSONDecoder` rounds it.
        @inline(__always)
        mutating func double() throws -> Double {
            guard lexer.peek() == .number else { throw NotSimple() }
            let value = try lexer.readNumber().double
            guard value.isFinite else { throw NotSimple() }
            return value
        }

        /// `true` or `false` (a `null` is left to `JSONDecoder`).
        @inline(__always)
        mutating func bool() throws -> Bool {
            guard let token = lexer.peek(), token == .true || token == .false else { throw NotSimple() }
            return try lexer.readBool()
        }

        /// A whole number written without a fraction or an exponent.
        @inline(__always)
        mutating func integer() throws -> Int {
            guard lexer.peek() == .number, let value = try lexer.readNumber().integer else { throw NotSimple() }
            return value
        }
    }
}
