/// Where each setting of a value's style comes from (`FieldOrigin`): the record both coders
/// keep with a style's settings (`Settings.origins`). `.coder` for a setting no field
/// changed. The decoder reads `emptyCollections` the same under every setting, so only the
/// encoder names its origin.
struct FieldSettingOrigins: Hashable, Sendable {
    var arrays = FieldOrigin.coder
    var objects = FieldOrigin.coder
    var bools = FieldOrigin.coder
    var dates = FieldOrigin.coder
    var data = FieldOrigin.coder
    var nils = FieldOrigin.coder
    var emptyCollections = FieldOrigin.coder
}
