#include "CWindowSystem.h"

#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xproto.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char lost_message[256];
static char error_prefix[128];

static int on_x_error(Display *display, XErrorEvent *e) {
    (void)display;
    if (e->error_code == BadWindow && e->request_code == X_SendEvent) return 0;
    char line[256];
    int n = snprintf(line, sizeof line, "%sX error %d on request %d.%d (resource 0x%lx), ignored\n", error_prefix,
                     e->error_code, e->request_code, e->minor_code, (unsigned long)e->resourceid);
    if (n > 0 && write(STDERR_FILENO, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1) < 0) { /* nothing to do */ }
    return 0;
}

int qz_x11_prepare(const char *prefix) {
    void *lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_GLOBAL);
    if (!lib) return 0;
    Status (*init_threads)(void) = (Status (*)(void))dlsym(lib, "XInitThreads");
    XErrorHandler (*set)(XErrorHandler) = (XErrorHandler (*)(XErrorHandler))dlsym(lib, "XSetErrorHandler");
    if (!init_threads || !set) return 0;
    init_threads();
    strncpy(error_prefix, prefix, sizeof error_prefix - 1);
    set(on_x_error);
    return 1;
}

static int on_io_error(void *display) {
    (void)display;
    size_t n = strlen(lost_message);
    // write(2), not stdio: this runs wherever Xlib noticed, perhaps with
    // stdio's locks held by the thread that was interrupted.
    if (write(STDERR_FILENO, lost_message, n) < 0) { /* nothing left to tell */ }
    _exit(1);
    return 0;
}

int qz_x11_exit_on_lost_connection(const char *message) {
    void *lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (!lib) return 0;
    typedef int (*handler_t)(void *);
    typedef handler_t (*set_handler_t)(handler_t);
    set_handler_t set = (set_handler_t)dlsym(lib, "XSetIOErrorHandler");
    if (!set) return 0;
    strncpy(lost_message, message, sizeof lost_message - 2);
    lost_message[sizeof lost_message - 2] = 0;
    strcat(lost_message, "\n");
    set(on_io_error);
    return 1;
}

int qz_wayland_connection_error(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!window || !SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return 0;
    void *lib = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_NOLOAD);
    if (!lib) return 0;
    int (*get_error)(struct wl_display *) = (int (*)(struct wl_display *))dlsym(lib, "wl_display_get_error");
    return get_error && info.info.wl.display ? get_error(info.info.wl.display) : 0;
}
