/// Where each setting of a `DecodingStyle` comes from (`FieldOrigin`, the type both coders use).
struct FieldSettingOrigins: Sendable {
    var arrays = FieldOrigin.coder
    var objects = FieldOrigin.coder
    var bools = FieldOrigin.coder
    var dates = FieldOrigin.coder
    var data = FieldOrigin.coder
    var nils = FieldOrigin.coder
}
