// WilddogCore: app configuration of the 2.x API (`WDGApp`, `WDGOptions`), shared by
// WilddogSync and WilddogAuth. Each configured app owns one engine `AppRuntime`.
internal import WilddogEngine
