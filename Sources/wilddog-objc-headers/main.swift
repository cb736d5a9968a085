import Foundation
import WilddogObjCHeaders

// wilddog-objc-headers: thin command-line front end; the work is WilddogObjCHeaders'.
let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("wilddog-objc-headers: \(error.message)\n\n\(Options.usage)\n".utf8))
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}
let quiet = options.quiet
let generator = ObjCHeaderGenerator(
    buildDirectory: options.buildPath.map { URL(fileURLWithPath: $0) },
    keepWorkDirectory: options.keepWork,
    progress: { message in if !quiet || message.hasPrefix("intermediate") { print("wilddog-objc-headers: \(message)") } }
)
do {
    try generator.generate(into: URL(fileURLWithPath: options.output!))
} catch {
    FileHandle.standardError.write(Data("wilddog-objc-headers: error: \(error.description)\nno headers were written.\n".utf8))
    exit(1)
}
