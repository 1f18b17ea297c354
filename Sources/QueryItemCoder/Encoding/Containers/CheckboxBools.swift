#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `BoolStyle.checkbox`: `true` is written `on`, and `false` writes no pair.
///
/// A keyed container leaves a `false` member out (`KeyedContainer.encode(_:forKey:)`), as it
/// leaves out `nil` under `.omit`; the decoder reads the absent name back as `false`. An
/// array element cannot be left out without shifting the positions of the elements after
/// it, and a value that encodes itself through a single-value container already has its
/// name: both throw.
enum CheckboxBools {
    /// `setting` names where `.checkbox` came from (`ValueStyle.boolsSetting`).
    static func falseCannotBeOmitted(setting: String, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(false, EncodingError.Context(
            codingPath: path,
            debugDescription: "Unable to encode false under \(setting) here: a checkbox writes no pair for false, and only a property or a dictionary value can be left out (in an array the elements after it would shift). Use .literal or .numeric, or keep only the checked values."))
    }
}
