import CFuzzerDriver
import FuzzTargets
import Foundation

// qz-fuzz: the fuzz targets (see FuzzTarget.swift) behind two drivers.
//
// Built by `make fuzz` (AddressSanitizer, coverage instrumentation,
// libFuzzer's runtime linked, QZ_FUZZ defined), main hands over to libFuzzer, which calls the target
// for each input it makes; QZ_FUZZ_TARGET names the target and the
// arguments are libFuzzer's (corpus directories, -max_total_time...).
//
// Built plainly, it replays inputs or runs random ones:
//   qz-fuzz TARGET FILE-OR-DIRECTORY...   runs each file once
//   qz-fuzz TARGET --random SECONDS        random inputs until time is up

#if QZ_FUZZ
private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["QZ_FUZZ_TARGET"] ?? ""
    guard let t = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("qz-fuzz: set QZ_FUZZ_TARGET to one of \(names)\n".utf8))
        exit(2)
    }
    return t
}()

@main
enum QZFuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            target.run(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        })
    }
}
#else
@main
enum QZFuzz {
    static func main() { PlainDriver.main(Array(CommandLine.arguments.dropFirst())) }
}
#endif
