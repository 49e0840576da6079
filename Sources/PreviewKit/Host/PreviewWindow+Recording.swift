import Foundation

/// The `r` key: records what the window shows, in real time and with
/// whatever the person does, into a GIF in the current folder, named
/// after the program and the moment (`bouncer-20261125-221530.gif`). The
/// HUD shows a red dot while it records; the path is printed when it ends.
extension PreviewWindow {
    package func toggleRecording() {
        if let r = recorder {
            recorder = nil
            link.request { $0.recorder = nil }
            tools.isRecording = false
            switch r.stop(at: CACurrentMediaTime()) {
            case .success(let done):
                let note = r.dropped > 0 ? " (\(r.dropped) frames dropped: the encoder fell behind)" : ""
                print("Recorded \(done.frames) frames to \(done.path)\(note)")
            case .failure(let e):
                _Diagnostics.report("PreviewWindow: the recording was not written: \(e)")
            }
            return
        }
        let stamp = Self.stampFormat.string(from: Date())
        let program = ProcessInfo.processInfo.processName
        let path = FileManager.default.currentDirectoryPath + "/\(program)-\(stamp).gif"
        guard FileManager.default.isWritableFile(atPath: FileManager.default.currentDirectoryPath) else {
            _Diagnostics.report("PreviewWindow: cannot record: \(FileManager.default.currentDirectoryPath) is not writable")
            return
        }
        let r = WindowRecorder(path: path)
        recorder = r
        link.request { $0.recorder = r }
        tools.isRecording = true
        print("Recording to \(path); press r again to stop")
    }

    private static let stampFormat: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "yyyyMMdd-HHmmss"
        return f
    }()
}
