// What Swift on Linux cannot spell without the Objective-C runtime:
// making an object of a class known only at run time with its `init()`,
// as `[[cls alloc] init]` does. UIKit makes a view's layer that way from
// `layerClass`; Swift allows `cls.init()` on a metatype only for a
// `required` initializer, and CALayer's `init()` is not one (Apple's is
// not, and real subclasses override it as `override init()`).
//
// Every NSObject subclass does have a slot for `init()` in its class's
// table of methods (Foundation's NSObject puts its allocating `init()`
// there, and each subclass's own, written or inherited, overrides it), so
// the slot is found once in NSObject's metadata, as Swift's runtime
// describes it, and each class's entry in it is called.
#ifndef CCLASSINIT_H
#define CCLASSINIT_H

#include <stddef.h>

// The word offset in class metadata of the `index`-th initializer that
// the class given (by its metadata) declares itself (not one it
// overrides), in the order of its declaration: NSObject's `init()` is its
// first. Negative when the
// metadata does not look as expected (then nothing here may be used).
long qz_own_init_slot(const void *class_metadata, int index);

// Calls the allocating `init()` in `slot` of `class_metadata` (a subclass
// of the class the slot was found in): a new, +1 retained object of that
// class.
void *qz_make_object(const void *class_metadata, long slot);

#endif
