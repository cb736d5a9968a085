/// Identifies one observer registration (data or auth); returned by the `observe…` methods and
/// accepted by `removeObserverWithHandle(_:)` / `removeAuthEventObserverWithHandle(_:)`.
public typealias WilddogHandle = Int64
