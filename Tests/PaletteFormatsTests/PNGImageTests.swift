import Foundation
import PaletteTestSupport
import Testing

/// The PNG reader and the DEFLATE decoder the browser tests read screenshots with: each kind of
/// block, filter and colour type, a real Chromium screenshot, and broken files refused.
struct PNGImageTests {
    private static func bytes(_ base64: String) throws -> [UInt8] {
        Array(try #require(Data(base64Encoded: base64)))
    }

    private static let sentence = Array("The quick brown fox jumps over the lazy dog. ".utf8)

    @Test func storedFixedAndDynamicBlocksInflate() throws {
        let text = Array(repeating: Self.sentence, count: 3).flatMap { $0 }
        // Written by zlib with level 0 (a stored block) and with Z_FIXED (fixed Huffman codes).
        let stored = try Self.bytes(
            "eAEBhwB4/1RoZSBxdWljayBicm93biBmb3gganVtcHMgb3ZlciB0aGUgbGF6eSBkb2cuIFRoZSBxdWljayBicm93biBmb3gganVtcHMgb3ZlciB0aGUgbGF6eSBkb2cuIFRoZSBxdWljayBicm93biBmb3gganVtcHMgb3ZlciB0aGUgbGF6eSBkb2cuIPk8MHY="
        )
        #expect(try Inflate.zlib(stored) == text)
        let fixed = try Self.bytes("eAELyUhVKCzNTM5WSCrKL89TSMuvUMgqzS0oVsgvSy1SKAFK5yRWVSqk5KfrKYTQTDEA+Twwdg==")
        #expect(try Inflate.zlib(fixed) == text)
        // Level 9 over 6,200 bytes: dynamic Huffman codes, long matches.
        let ramp: [UInt8] = (0..<3000).map { index in UInt8((index * 7 + (index >> 5)) % 251) }
        let words: [UInt8] = Array(repeating: Array("palette ".utf8), count: 400).flatMap { $0 }
        let expected = ramp + words
        let dynamic = try Self.bytes(Self.dynamicStream)
        let inflated = try Inflate.zlib(dynamic)
        #expect(inflated == expected)
        #expect(Inflate.adler32(inflated) == 627_277_908)
    }

    @Test func brokenStreamsThrow() throws {
        var fixed = try Self.bytes("eAELyUhVKCzNTM5WSCrKL89TSMuvUMgqzS0oVsgvSy1SKAFK5yRWVSqk5KfrKYTQTDEA+Twwdg==")
        #expect(throws: Inflate.Failure.self) { try Inflate.zlib(Array(fixed.dropLast(6))) }
        fixed[fixed.count - 1] ^= 1
        #expect(throws: Inflate.Failure("Adler-32 mismatch")) { try Inflate.zlib(fixed) }
        #expect(throws: Inflate.Failure.self) { try Inflate.zlib([0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF]) }
        let dynamic = try Self.bytes(Self.dynamicStream)
        #expect(throws: Inflate.Failure.self) { try Inflate.zlib(dynamic, limit: 100) }
    }

    @Test func everyFilterOfAnRGBImageIsUndone() throws {
        // 5×5 RGB, row y written with filter y: none, sub, up, average, Paeth.
        let image = try PNGImage(
            Self.bytes(
                "iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAIAAAACDbGyAAAAW0lEQVR42gFQAK//AKVNyhglMLsdbRMs3tYjewEu2R4RmQGMp1JMKyO/BagCb4MWIUwSVQX455YMGJ99A0tRQgCLU6+MZJZhehbONQS0e3vHqMkyBBlW/vOhnnKCgx8JyQGAagAAAABJRU5ErkJggg=="
            )
        )
        let rows: [[UInt8]] = [
            [165, 77, 202, 24, 37, 48, 187, 29, 109, 19, 44, 222, 214, 35, 123],
            [46, 217, 30, 63, 114, 31, 203, 25, 113, 23, 68, 148, 214, 73, 60],
            [157, 92, 52, 96, 190, 49, 32, 30, 105, 254, 218, 160, 238, 232, 185],
            [153, 127, 92, 124, 41, 153, 253, 175, 229, 147, 37, 60, 214, 84, 175],
            [77, 250, 215, 20, 39, 160, 174, 179, 254, 233, 35, 47, 138, 242, 33],
        ]
        #expect(image.width == 5 && image.height == 5)
        for y in 0..<5 {
            for x in 0..<5 {
                let expected = PNGImage.Pixel(
                    red: rows[y][3 * x],
                    green: rows[y][3 * x + 1],
                    blue: rows[y][3 * x + 2],
                    alpha: 255
                )
                #expect(image[x, y] == expected, "pixel \(x), \(y)")
            }
        }
    }

    @Test func greyAndAlphaImagesBecomeRGBA() throws {
        let rgba = try PNGImage(
            Self.bytes(
                "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAI0lEQVR42mORn/dk4jJh9egPSw0EmPkVFH/xWlemTziacgEAgvQKRae8GRQAAAAASUVORK5CYII="
            )
        )
        #expect(rgba[2, 1] == PNGImage.Pixel(red: 41, green: 85, blue: 229, alpha: 205))
        #expect(rgba[0, 0] == PNGImage.Pixel(red: 31, green: 158, blue: 228, alpha: 145))
        let grey = try PNGImage(
            Self.bytes(
                "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAAAAAC4HznGAAAAEElEQVR42mNkaKhnYu/gAgAGwgGcWJdBTAAAAABJRU5ErkJggg=="
            )
        )
        #expect(grey[1, 0] == PNGImage.Pixel(red: 128, green: 128, blue: 128, alpha: 255))
        #expect(grey[2, 1] == PNGImage.Pixel(red: 9, green: 9, blue: 9, alpha: 255))
        let greyAlpha = try PNGImage(
            Self.bytes(
                "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAQAAADYv8WvAAAAEklEQVR42mPgEpHTYNHQEBEBAAQuAOFA4KsoAAAAAElFTkSuQmCC"
            )
        )
        #expect(greyAlpha[1, 1] == PNGImage.Pixel(red: 70, green: 70, blue: 70, alpha: 80))
    }

    @Test func aChromiumScreenshotReadsAsThePageWasPainted() throws {
        // Four 20 px squares, written by `chromium --headless --screenshot` at 48×40.
        let image = try PNGImage(Array(Data(contentsOf: Repository.fixture("preview/chromium-four-squares.png"))))
        #expect(image.width == 48 && image.height == 40)
        #expect(image[10, 10].description == "#1D4ED8")
        #expect(image[30, 10].description == "#D92D20")
        #expect(image[10, 30].description == "#0B8C82")
        #expect(image[30, 30].description == "#FBBF24")
        #expect(image[45, 5].description == "#FFFFFF")
    }

    @Test func damagedFilesAreRefusedNeverMisread() throws {
        let valid = Array(try Data(contentsOf: Repository.fixture("preview/chromium-four-squares.png")))
        #expect(throws: PNGImage.Failure("not a PNG file: no signature")) { try PNGImage(Array(valid.dropFirst())) }
        #expect(throws: (any Error).self) { try PNGImage(Array(valid.prefix(valid.count - 20))) }
        var crc = valid
        crc[20] ^= 0xFF  // inside IHDR
        #expect(throws: PNGImage.Failure("the CRC of chunk 'IHDR' does not match")) { try PNGImage(crc) }
        // Every single-byte change is refused or read; none traps.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = valid
            damaged[Int.random(in: 8..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            _ = try? PNGImage(damaged)
        }
    }

    private static let dynamicStream = """
        eNrt1FVQFlAQBWBQFBtsbLDBxhYbMLEIGxT1x0JA/RVsTEJRwcYGRRFsbLDBxgYbbGyw8ckZ78vOzr1znny7T/u4c87OfibmpcpXrWXXrE2nbn3ch40aHxA4d/GyVdHbd+8/mnLx2p2Hz3O+/CxQ1LJi9ToNm7fr0qPfQM8xE6fMCA5ZvmZT7J6Dx89cSr//5OX7vN9mxctUsq7XuGV7x14DBo/wmWSctSBs5botO/cmnTp/5Vbms9cfv/0pXLJclZq2TVt3dHZxG+o9zn/6nEVLyarst59/mBaxqFCtdgP7tp279/UYPnrCZLIq7ca9xy/e5f4qWKy0VY26jVo4dO3ZfxBZlXj45LnLNzOevvrwNb9QibKVbeo3adWBrIrasG3XviPJF67efpD15tN3k3/JyaqgeUsiVm+MiT9w7HTq9buPRHKyysvgO3Xm/NAVazfvSDh04qxITlY59XYdMnKs37TZC8Mj12+NE8nJKmnJZJW0ZLJKWjJZJS2Z35OXzO/JS+b35CXze/KS+T15yfyevGR+T14yvycvmd+Tl8zvyUvm9+QlS5+GlCx9GlKy9GlIydKnISVLn4aULH0aUrL0aUjJ0qchJUufhpQsfRpSsvRpSMlqmURytUwiuVomkVwtk0iulkkkV8skkqtlEsnVMonkaplEcrVMIrlaJpEc8J8N+E8D/CcC/qMA/0GAfy/AvxPg3w7wbwn4zwP8ZwL+UwD/sYD/MMC/P+DfA/DvAPi3AfybA/5zAP/pgP8kwH804D8Y8O8D+HcB/NsD/q0A//mA/yzAfyrgPwHwHwn4DwT8ewL+HQH/toB/C8B/LuA/A/CfDPiPAfyHAv79AP/uKpkCvH0NRqPBWk899dRTTz311FNPPfXU83/PvyVjgFQ=
        """.filter { !$0.isWhitespace }
}
