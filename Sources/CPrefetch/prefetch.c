// The target is the header alone (an inline function); SwiftPM wants a
// source file to build the module from.
#include "CPrefetch.h"
