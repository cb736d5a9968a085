import Foundation
internal import WilddogEngine

/// A credential of one login method, made only by the provider factories.
#if canImport(ObjectiveC)
@objc(WDGAuthCredential)
#endif
public class WDGAuthCredential: NSObject {
    let engine: AuthCredential

    init(_ engine: AuthCredential) {
        self.engine = engine
    }

    /// The provider id: "password" (email or phone), "qq", "weibo", "weixin".
    public var provider: String { engine.providerID }
}
