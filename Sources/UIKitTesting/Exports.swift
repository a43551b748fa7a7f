@_exported import WindowSystem
