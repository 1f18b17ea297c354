// The formatter the `.formatted` date strategies of both coders take, said once for both.
#if FoundationFormatters || !canImport(FoundationEssentials)
import Foundation // DateFormatter

/// The formatter the `.formatted` date strategies take: `DateFormatter`, on Apple platforms
/// and on Linux with the package trait `FoundationFormatters`. (On Linux without the trait it
/// is `FoundationFormattersTraitRequired`, a type with no value.)
public typealias DateStrategyFormatter = DateFormatter
#else
/// The formatter the `.formatted` date strategies take: on Linux without the package trait
/// `FoundationFormatters`, ``FoundationFormattersTraitRequired``, a type with no value (on
/// Apple platforms and with the trait, `DateFormatter`).
public typealias DateStrategyFormatter = FoundationFormattersTraitRequired

/// The value of the `.formatted` date strategies where `DateFormatter` is not linked: on
/// Linux without the package trait `FoundationFormatters`.
///
/// `DateFormatter` is part of full Foundation, which on Linux links ICU (about 40 MB); the
/// libraries import FoundationEssentials alone there unless the trait is on. The cases
/// `URLQueryItemEncoder.DateEncodingStrategy.formatted` and
/// `URLQueryItemDecoder.DateDecodingStrategy.formatted` exist on every platform, so that a
/// `switch` over the strategies compiles everywhere; here their value is of this type, which
/// has no value: passing a `DateFormatter` fails to compile with an error naming this type,
/// that is, naming the fix. Enable the trait:
///
/// ```swift
/// .package(url: "https://github.com/OWNER/QueryItemCoder.git", from: "0.1.0", traits: ["FoundationFormatters"]),
/// ```
public enum FoundationFormattersTraitRequired: Sendable {}
#endif
