/// The model types that calls found not to conform to ``QueryFieldCoding``, kept with the
/// settings so that a later call skips the runtime's conformance check for them (it costs
/// more than decoding a member). Only the absence of the conformance is kept, never a
/// declaration: what a conforming type declares is read on every call.
///
/// Why the list is sound:
/// - A type's metadata lives as long as the process, so an `ObjectIdentifier` of a metatype
///   names one type for good, and whether that type conforms does not change while the
///   library's and the models' images stay loaded (a conformance added later by a library
///   loaded at run time is seen once a setting changes, which starts an empty list).
/// - The list is immutable once published: a call reads the list of the snapshot it holds,
///   with no lock; a call that found new types replaces the decoder's snapshot with a copy
///   that lists them too, under the decoder's lock and only while its snapshot is still the
///   current one, so a setting changed meanwhile is never undone. A call that finds nothing
///   new takes no lock for it.
/// - It is bounded: at most `undeclaringTypesCapacity` types; the ones after that are
///   checked on every call, as without the list.
extension DecoderSettings {
    static let undeclaringTypesCapacity = 64

    /// These settings with `types` added to the undeclaring types, or nil when none of them
    /// is new or the list is full.
    func adding(undeclaring types: [ObjectIdentifier]) -> DecoderSettings? {
        var list = undeclaringTypes
        for type in types where list.count < Self.undeclaringTypesCapacity && !list.contains(type) {
            list.append(type)
        }
        return list.count == undeclaringTypes.count ? nil : DecoderSettings(self, undeclaringTypes: list)
    }
}

extension URLQueryItemDecoder {
    /// Keeps the types a call with `settings` found not to conform to `QueryFieldCoding`.
    func keep(undeclaring types: [ObjectIdentifier], from settings: DecoderSettings) {
        guard let updated = settings.adding(undeclaring: types) else { return }
        replaceSettings(settings, with: updated)
    }
}
