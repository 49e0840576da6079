// SDL2 and SDL2_image, nothing else. pkg-config's sdl2 cflags put
// /usr/include/SDL2 on the include path, where SDL_image.h lives too.
#include <SDL.h>
#include <SDL_image.h>
