import Foundation
import WilddogEngine

/// The embedded backend serves the client side's account operations in process.
extension AuthService: AuthAccountService {
    package func validateToken(_ token: String) throws(AuthServiceError) {
        _ = try rulesAuth(forToken: token)
    }

    package func now() -> Date { configuration.clock() }
}
