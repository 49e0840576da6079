// The C constants iOS code still writes (`CGFloat(M_PI)`, `FLT_MAX`).
// On Linux, CoreFoundation's module carries its own copy of math.h's and
// float.h's constants beside Glibc's, and this module re-exports both
// (CoreFoundation as Apple's does, Glibc through Foundation), so a
// client's `M_PI` was ambiguous. Re-exporting Glibc's declarations from
// here puts them first on every client's lookup, in front of
// CoreFoundation's copies; they keep the deprecations Swift gives them
// on Apple's platforms.
@_exported import var Glibc.M_PI
@_exported import var Glibc.M_PI_2
@_exported import var Glibc.M_PI_4
@_exported import var Glibc.M_SQRT2
@_exported import var Glibc.M_SQRT1_2
@_exported import var Glibc.FLT_MAX
@_exported import var Glibc.FLT_MIN
@_exported import var Glibc.FLT_TRUE_MIN
@_exported import var Glibc.FLT_EPSILON
@_exported import var Glibc.DBL_MAX
@_exported import var Glibc.DBL_MIN
@_exported import var Glibc.DBL_TRUE_MIN
@_exported import var Glibc.DBL_EPSILON
