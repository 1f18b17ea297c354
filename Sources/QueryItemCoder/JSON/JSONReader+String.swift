extension JSONReader {
    /// Reads a string starting at its opening quote (`JSONString.read`).
    mutating func readString() throws(JSONSyntaxError) -> String {
        var buffer: [UInt8] = []
        do {
            try JSONString.read(bytes, at: &offset, into: &buffer)
        } catch {
            offset = error.offset
            throw self.error(error.reason.prefix(1).uppercased() + error.reason.dropFirst())
        }
        return String(decoding: buffer, as: UTF8.self)
    }
}
