import WilddogEngine

/// The operating system's cryptographically secure generator, the production random source.
package struct AuthSystemRandomSource: AuthRandomSource {
    package init() {}

    package func bytes(_ count: Int) -> [UInt8] {
        Crypto.randomBytes(count: count)
    }
}
