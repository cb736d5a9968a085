@_exported import WilddogCore
import WilddogEngine
