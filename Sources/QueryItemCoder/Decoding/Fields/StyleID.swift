/// A value's `DecodingStyle` as the decoders and containers carry it: an index into the
/// call's styles (`DecodingState.style(_:)`), so that copying a container, which the standard
/// library's container boxes do on every call, costs no reference counting. `coder` is the
/// decoder's own style with nothing declared: the only one a call without field strategies
/// ever uses.
struct StyleID: Equatable {
    let raw: Int32

    static let coder = StyleID(raw: 0)
}
