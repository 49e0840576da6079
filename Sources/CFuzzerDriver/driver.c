// The target is the header alone; SwiftPM wants a source file to build
// the module from.
#include "CFuzzerDriver.h"
