/// Where each setting of a `DecodingStyle` comes from.
struct FieldSettingOrigins: Sendable {
    var arrays = FieldSettingOrigin.coder
    var objects = FieldSettingOrigin.coder
    var bools = FieldSettingOrigin.coder
    var dates = FieldSettingOrigin.coder
    var data = FieldSettingOrigin.coder
    var nils = FieldSettingOrigin.coder
}
