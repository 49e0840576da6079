// swift-snapshot-testing's image strategies for UIKit and Core Animation
// on Linux, drawn by Quartzite. swift-snapshot-testing declares them for
// iOS only; this module declares the same ones, with the same names,
// parameters and judgement, so a snapshot test written for iOS compiles
// here with one more import and checks its iOS references:
//
//     import SnapshotTesting
//     import SnapshotTestingQuartzite   // the one line Linux needs
//     import UIKit
//
// Importing this module also imports SnapshotTesting.
@_exported import SnapshotTesting
