/// The names messages give a setting: the decoder's property, or the field strategy and
/// where it was declared (`FieldOrigin.describe`, the encoder's wording too).
///
/// | origin | `name(.dates)` | `suggestion(.dates, "iso8601")` |
/// |---|---|---|
/// | the decoder | `dateDecodingStrategy = .secondsSince1970` | `Set dateDecodingStrategy to .iso8601` |
/// | a declaration | `.dates(.secondsSince1970) on field "since"` | `Use .dates(.iso8601) on field "since"` |
/// | `fieldStrategies` | `.dates(.secondsSince1970) in fieldStrategies["filter.since"]` | `Use .dates(.iso8601) in fieldStrategies["filter.since"]` |
extension DecodingStyle {
    /// One of the settings a field may set.
    enum Setting {
        case arrays, objects, bools, dates, data, nils

        /// The decoder's property.
        var property: String {
            switch self {
            case .arrays: "arrayDecodingStrategy"
            case .objects: "objectDecodingStrategy"
            case .bools: "boolDecodingStrategy"
            case .dates: "dateDecodingStrategy"
            case .data: "dataDecodingStrategy"
            case .nils: "nilDecodingStrategy"
            }
        }
    }

    func origin(of setting: Setting) -> FieldOrigin {
        switch setting {
        case .arrays: origins.arrays
        case .objects: origins.objects
        case .bools: origins.bools
        case .dates: origins.dates
        case .data: origins.data
        case .nils: origins.nils
        }
    }

    /// Whether the setting is the decoder's own.
    func isCoder(_ setting: Setting) -> Bool {
        if case .coder = origin(of: setting) { return true }
        return false
    }

    /// The case in force, without its dot.
    private func caseName(_ setting: Setting) -> String {
        switch setting {
        case .arrays: arrays.spelled
        case .objects: objects.spelled
        case .bools: "\(bools)"
        case .dates: dates.spelled
        case .data: data.spelled
        case .nils: "\(nils)"
        }
    }

    /// The setting in force, as a message names it.
    func name(_ setting: Setting) -> String {
        describe(setting, caseName(setting))
    }

    /// `setting` set to the case `caseName` (without its dot), where the value's setting is made.
    func describe(_ setting: Setting, _ caseName: String) -> String {
        let origin = origin(of: setting)
        return origin == .coder ? "\(setting.property) = .\(caseName)" : origin.describe(".\(setting)(.\(caseName))")
    }

    /// The start of a sentence that changes `setting` to `caseName` (without its dot) where the
    /// value's setting is made.
    func suggestion(_ setting: Setting, _ caseName: String) -> String {
        let origin = origin(of: setting)
        return origin == .coder ? "Set \(setting.property) to .\(caseName)" : "Use " + origin.describe(".\(setting)(.\(caseName))")
    }
}
