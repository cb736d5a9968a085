/// Carries a non-Sendable value (a user closure, engine state) across a queue hop to code that
/// runs only on the queue that owns it.
package final class UncheckedBox<Value>: @unchecked Sendable {
    // @unchecked: the creator guarantees the value is used only on its owning queue.
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
