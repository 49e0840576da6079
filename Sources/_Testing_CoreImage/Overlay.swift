// Swift Testing's cross-import overlay list names `_Testing_CoreImage` for
// any file that imports both Testing and a module called CoreImage. On
// Linux it does not exist, so a test file importing Testing and our
// CoreImage would fail with "no such module '_Testing_CoreImage'". This
// module satisfies that lookup and adds nothing.
@_exported import CoreImage
