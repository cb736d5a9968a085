@_exported import WilddogCore
internal import WilddogEngine
