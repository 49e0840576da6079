@_implementationOnly import CSDL2

/// SDL's last error message as a Swift string.
func sdlError() -> String {
    String(cString: SDL_GetError())
}
