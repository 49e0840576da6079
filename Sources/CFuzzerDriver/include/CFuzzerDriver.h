// libFuzzer's entry for a program that has its own main: SwiftPM links
// every executable's main to the target's own entry point, so qz-fuzz's
// libFuzzer build starts libFuzzer from there. Defined by libFuzzer's
// runtime without a main (libclang_rt.fuzzer_no_main), which only the
// `make fuzz` build links.
#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
