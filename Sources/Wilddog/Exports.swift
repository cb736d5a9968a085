// 2.x apps installed through the `Wilddog` pod write `import Wilddog` and use WDGSync/WDGApp;
// re-exporting the 2.x modules makes both API generations compile with one import.
@_exported import WilddogCore
@_exported import WilddogSync
@_exported import WilddogAuth
