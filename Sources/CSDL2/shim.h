// SDL2 and SDL2_image, nothing else. Included by their SDL2/ paths rather
// than through pkg-config, whose cflags carry -D_REENTRANT (a flag SwiftPM
// refuses, with a warning on every build); SDL's own headers include each
// other with quotes, which finds them next to this one.
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
