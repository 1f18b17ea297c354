/// Values that stand for `nil`: written with `encodeNil(forKey:)` and `encodeNil()`.
protocol NilParameterValue {
    var isNilParameter: Bool { get }
}

extension Optional: NilParameterValue where Wrapped: RequestParameterValue {
    var isNilParameter: Bool {
        switch self {
        case .none: true
        case .some(let wrapped): (wrapped as? any NilParameterValue)?.isNilParameter ?? false
        }
    }
}
