@_exported import HeadlessBackend
@_exported import WindowSystem
