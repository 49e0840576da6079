// What the window server needs of the display system underneath SDL and
// cannot reach through SDL's API: surviving X protocol errors, and
// noticing that the display connection went away. Both display systems
// are reached with dlsym, so nothing here links against libX11 or
// libwayland-client (SDL loads them itself).
#ifndef CWINDOWSYSTEM_H
#define CWINDOWSYSTEM_H

#include <SDL2/SDL.h>

// Before SDL_Init, when an X display may be used: makes Xlib thread-safe
// (XInitThreads, before any other Xlib call) and installs an X error
// handler that SDL's own chains to. Xlib's default handler prints
// several lines and exits on any protocol error. This one ignores the
// one error SDL's design makes possible: a wake-up that another thread
// sends to the window (SDL_PushEvent wakes a thread waiting for events
// with an X event sent through a second connection) can reach the X
// server after the window was destroyed, as BadWindow on X_SendEvent.
// Any other error is written as one line with `prefix`, and survived.
// Returns 0 when libX11 cannot be loaded.
int qz_x11_prepare(const char *prefix);

// Installs an Xlib I/O error handler that writes `message` (one line) to
// standard error and ends the process with status 1. Xlib calls it when
// the X server's connection breaks; its default handler prints several
// lines and calls exit(), which runs exit handlers while other threads
// are still inside Xlib. Call after SDL has opened its display (SDL
// loads libX11). Returns 0 when libX11 is not loaded (another driver).
int qz_x11_exit_on_lost_connection(const char *message);

// The Wayland connection's error for `window` (wl_display_get_error):
// nonzero once the compositor has gone away or closed the connection.
// 0 for a healthy connection and for windows on other drivers.
int qz_wayland_connection_error(SDL_Window *window);

#endif
