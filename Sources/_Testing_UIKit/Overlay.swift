// Swift Testing's cross-import overlay list names `_Testing_UIKit` for any
// file that imports both Testing and a module called UIKit (on Apple
// platforms it adds image attachments). On Linux it does not exist, so a
// test file importing Testing and our UIKit would fail with "no such module
// '_Testing_UIKit'". This module satisfies that lookup and adds nothing.
@_exported import UIKit
