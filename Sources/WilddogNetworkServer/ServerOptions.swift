import Foundation
import WilddogBackend
import WilddogEngine

/// The command line of `wilddog-server`: options into a configuration (rules and data files
/// read and checked), or the help text. Bad options are errors the tool reports with exit
/// status 2.
package enum ServerOptions {
    /// What the command line asks for.
    package enum Command: Sendable {
        case run(NetworkServerConfiguration)
        case help
    }

    /// A bad command line: the message names the option at fault.
    package struct UsageError: Error, Sendable, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }

    package static let usage = """
        usage: wilddog-server [options]

        Serves the Firebase Realtime Database protocol (WebSocket /.ws) on 127.0.0.1:9000 by default.
        Each namespace (?ns=<name>, or the Host's first label) is one database with its own data,
        rules and accounts, created on first use.

        options:
          --host HOST            address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
          --port PORT            port (default 9000; 0 picks a free one)
          --rules FILE           security rules (JSON) of every namespace (default: open)
          --rules NS=FILE        rules of namespace NS (repeatable; over --rules FILE)
          --data FILE            JSON (Firebase export format) each namespace starts with at its
                                 first use in this run
          --data NS=FILE         JSON imported into namespace NS at start (repeatable)
          --data-dir DIR         keep the data in SQLite files in DIR: an acknowledged write
                                 survives a crash and a restart (default: memory only)
          --secret SECRET        the secret of every namespace: admin credential and the key of
                                 custom tokens (default: kept in --data-dir, else generated)
          --log-level LEVEL      error, warning, info (default) or debug
          --test-mode            accept the emulator's test credentials: "owner" (admin) and
                                 unsigned mock tokens. For tests only
          --default-namespace NS the namespace of account requests that name none (default: the
                                 only namespace, when there is one)
          --email-enumeration-protection on|off
                                 answer wrong passwords and unknown accounts alike (default on)
          --idle-timeout SECONDS drop a WebSocket silent this long (default 90)
          --threads N            event-loop threads (default: one per core, up to 4)
          --help                 this text
        """

    /// Parses `arguments` (without the program name); files are read with `readFile`.
    package static func parse(_ arguments: [String],
                              readFile: (String) throws -> String = ServerOptions.readFile) -> Result<Command, UsageError> {
        do {
            return .success(try command(arguments, readFile: readFile))
        } catch let error as UsageError {
            return .failure(error)
        } catch {
            return .failure(UsageError(message: "\(error)"))
        }
    }

    package static func readFile(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError(message: "cannot read \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw UsageError(message: "\(path) is not UTF-8 text") }
        return text
    }

    private static func command(_ arguments: [String], readFile: (String) throws -> String) throws -> Command {
        var configuration = NetworkServerConfiguration()
        var index = 0
        func value(_ option: String, inline: String?) throws -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            var option = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch option {
            case "--help", "-h":
                return .help
            case "--host":
                let host = try value(option, inline: inline)
                guard !host.isEmpty else { throw UsageError(message: "--host needs a name or address") }
                configuration.host = host
            case "--port":
                let text = try value(option, inline: inline)
                guard let port = Int(text), (0...65_535).contains(port) else {
                    throw UsageError(message: "--port must be a number from 0 to 65535, not \"\(text)\"")
                }
                configuration.port = port
            case "--rules":
                let (namespace, file) = try namespaced(try value(option, inline: inline), option: option)
                let text = try read(file, for: option, readFile)
                do {
                    _ = try SecurityRules(json: text)
                } catch {
                    throw UsageError(message: "--rules \(file): the rules do not parse: \(error)")
                }
                if let namespace { configuration.namespaceRules[namespace] = text } else { configuration.rules = text }
            case "--data":
                let (namespace, file) = try namespaced(try value(option, inline: inline), option: option)
                let text = try read(file, for: option, readFile)
                let node: Node
                do {
                    node = try Node(jsonText: text, allowsServerValues: true)
                } catch {
                    throw UsageError(message: "--data \(file): not valid data: \(error.message)")
                }
                if let namespace { configuration.namespaceData[namespace] = node } else { configuration.data = node }
            case "--data-dir":
                let directory = try value(option, inline: inline)
                guard !directory.isEmpty else { throw UsageError(message: "--data-dir needs a directory") }
                configuration.dataDirectory = directory
            case "--secret":
                let secret = try value(option, inline: inline)
                guard !secret.isEmpty, secret.utf8.count <= 256, !secret.contains(where: \.isWhitespace) else {
                    throw UsageError(message: "--secret must be 1–256 characters without spaces")
                }
                configuration.secret = secret
            case "--log-level":
                let text = try value(option, inline: inline)
                guard let level = ServerLogLevel(name: text) else {
                    throw UsageError(message: "--log-level must be error, warning, info or debug, not \"\(text)\"")
                }
                configuration.logLevel = level
            case "--test-mode":
                guard inline == nil else { throw UsageError(message: "--test-mode takes no value") }
                configuration.testMode = true
            case "--default-namespace":
                let name = try value(option, inline: inline)
                guard NamespaceName.isValid(name) else {
                    throw UsageError(message: "--default-namespace must be 1–63 letters, digits, '-' or '_', not \"\(name)\"")
                }
                configuration.auth.defaultNamespace = name
            case "--email-enumeration-protection":
                let text = try value(option, inline: inline)
                guard text == "on" || text == "off" else {
                    throw UsageError(message: "--email-enumeration-protection must be on or off, not \"\(text)\"")
                }
                configuration.auth.emailEnumerationProtection = text == "on"
            case "--idle-timeout":
                let text = try value(option, inline: inline)
                guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                    throw UsageError(message: "--idle-timeout must be a number of seconds above 0, not \"\(text)\"")
                }
                configuration.idleTimeout = .milliseconds(Int64(seconds * 1000))
            case "--threads":
                let text = try value(option, inline: inline)
                guard let threads = Int(text), (1...64).contains(threads) else {
                    throw UsageError(message: "--threads must be a number from 1 to 64, not \"\(text)\"")
                }
                configuration.loopThreads = threads
            default:
                throw UsageError(message: "unknown option \"\(argument)\"")
            }
            index += 1
        }
        return .run(configuration)
    }

    /// `NS=FILE` (a valid namespace before the first `=`) or `FILE`.
    private static func namespaced(_ text: String, option: String) throws -> (String?, String) {
        if let equals = text.firstIndex(of: "=") {
            let name = String(text[..<equals])
            let file = String(text[text.index(after: equals)...])
            if NamespaceName.isValid(name) {
                guard !file.isEmpty else { throw UsageError(message: "\(option) \(name)= needs a file") }
                return (name, file)
            }
        }
        guard !text.isEmpty else { throw UsageError(message: "\(option) needs a file") }
        return (nil, text)
    }

    private static func read(_ file: String, for option: String, _ readFile: (String) throws -> String) throws -> String {
        do {
            return try readFile(file)
        } catch let error as UsageError {
            throw UsageError(message: "\(option): \(error.message)")
        } catch {
            throw UsageError(message: "\(option): cannot read \(file): \(error)")
        }
    }
}
