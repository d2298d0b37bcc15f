/// Unicode-scalar offsets into a string, computed over its UTF-8 bytes, eight at a time:
/// a scalar starts at every byte but a continuation byte (`10xxxxxx`). `String.unicodeScalars` decodes every scalar to count or skip it, some 50
/// instructions each: 40 million for a 1 MB text, on every edit of ``AttributedText``.
extension String {
    /// The number of Unicode scalars.
    var scalarCount: Int {
        withUTF8Bytes { bytes in Self.scalarStarts(in: bytes) }
    }

    /// The position `scalars` Unicode scalars after `index`, a scalar boundary.
    func index(_ index: String.Index, offsetByScalars scalars: Int) -> String.Index {
        let start = utf8.distance(from: utf8.startIndex, to: index)
        let end = withUTF8Bytes { bytes in
            var offset = start
            var remaining = scalars
            while offset + 8 <= bytes.count {
                let block = UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
                let continuations = block & ~(block << 1) & 0x8080_8080_8080_8080
                let starts = 8 - continuations.nonzeroBitCount
                guard starts < remaining else { break }
                remaining &-= starts
                offset &+= 8
            }
            while offset < bytes.count {
                if bytes[offset] & 0xC0 != 0x80 {
                    if remaining == 0 { break }
                    remaining &-= 1
                }
                offset &+= 1
            }
            return offset
        }
        return utf8.index(utf8.startIndex, offsetBy: end)
    }

    /// The number of Unicode scalars before `index`, a scalar boundary.
    func scalarOffset(of index: String.Index) -> Int {
        let end = utf8.distance(from: utf8.startIndex, to: index)
        return withUTF8Bytes { bytes in Self.scalarStarts(in: UnsafeBufferPointer(rebasing: bytes[..<end])) }
    }

    private static func scalarStarts(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let block = UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
            count &+= 8 &- (block & ~(block << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            offset &+= 8
        }
        for byte in bytes[offset...] where byte & 0xC0 != 0x80 { count &+= 1 }
        return count
    }

    private func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}
