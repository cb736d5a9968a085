/// Server-timestamp placeholder: written as a value or priority, the server replaces it with its
/// current time in milliseconds since the Unix epoch (the literal `[".sv": "timestamp"]` works too).
public let kWilddogServerValueTimestamp: [String: String] = [".sv": "timestamp"]
