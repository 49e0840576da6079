import Testing
@testable import PreviewKit

/// The command line every PreviewApp program shares: values read as the
/// gallery always read them, and every bad one refused.
@Suite struct PreviewOptionsTests {
    @Test func defaultsAndValues() throws {
        let d = try PreviewOptions.parse([])
        #expect(d.name == nil && !d.list && d.snapshot == nil && d.at == 1 && d.frames == 6 && d.every == 0.25)
        #expect(d.size.width == 1024 && d.size.height == 720 && d.scale == 1 && d.toolList.isEmpty && d.runFor == nil)
        let o = try PreviewOptions.parse(["basic", "--snapshot", "out.png", "--at", "2.5", "--size", "640X480",
                                          "--scale", "2", "--tools", "hud,slow", "--run-for", "3",
                                          "--block-main-at", "0.5"])
        #expect(o.name == "basic" && o.snapshot == "out.png" && o.at == 2.5 && o.scale == 2)
        #expect(o.size.width == 640 && o.size.height == 480 && o.toolList == ["hud", "slow"])
        #expect(o.runFor == 3 && o.blockMainAt == 0.5)
    }

    @Test(arguments: [
        ["--at", "soon"], ["--at", "-1"], ["--at", "nan"], ["--frames", "0"], ["--frames", "121"],
        ["--every", "0"], ["--size", "0x0"], ["--size", "100000x100000"], ["--size", "640"], ["--scale", "5"],
        ["--scale", "inf"], ["--tools", "hud,nope"], ["--run-for", "-2"], ["--frobnicate"], ["a", "b"],
        ["--snapshot", "a.png", "--filmstrip", "b.png"], ["--snapshot", "a.png", "--record", "b.gif"],
        ["--record", "/no/such/folder/x.gif"], ["--record", "x.bmp"], ["--record", "x"], ["--seconds", "0"],
        ["--seconds", "nan"], ["--seconds", "601"], ["--fps", "0"], ["--fps", "61"], ["--size", "8192x8192", "--scale", "4"],
    ])
    func badInputIsRefused(_ arguments: [String]) {
        #expect(throws: (any Error).self) { try PreviewOptions.parse(arguments) }
    }

    @Test func sizesReadAsWidthByHeight() {
        #expect(PreviewSize(argument: "16x8192")?.description == "16x8192")
        #expect(PreviewSize(argument: "15x100") == nil)
        #expect(PreviewSize(argument: "x100") == nil)
        #expect(PreviewSize(argument: "100x100x3") == nil)
    }
}
