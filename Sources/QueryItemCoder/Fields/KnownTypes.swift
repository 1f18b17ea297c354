/// A list of model types that a coder's calls learned something about, kept with the coder's
/// settings snapshot so that a later call does not ask again. Each coder keeps two
/// (`EncoderSettings`, `DecoderSettings`), filled from what its calls' `FieldStyleTable`s
/// found:
/// - `nonConformingTypes`: the types that do not conform to ``QueryFieldCoding``, so that a
///   later call skips the runtime's conformance check for them: a coder usually meets the
///   same few model types, and that check, asked for each type a call meets, would otherwise
///   be the largest cost that field strategies add to models declaring none. Only the absence
///   of the conformance is kept, never a declaration: what a conforming type declares is read
///   on every call, even when it is empty.
/// - `checkedTypes`: the declaring types whose declared keys a call found all asked for by the
///   type's `init(from:)` / `encode(to:)` (`FieldStyleTable.unaskedKeys`), so that later calls
///   record no keys for them.
/// - `checkedRoots`: the root types whose calls found every `fieldStrategies` entry asked
///   for at its parent's path (`FieldStyleTable.pathsAllAsked`), so that later calls of the
///   type record no keys for that check. As for a declaring type, a type that asked for a
///   field once is taken to be the type that has it: a typo is never asked for, so it is
///   reported by the first call that reaches its parent.
///
/// Why a kept answer stays true:
/// - A type's metadata lives as long as the process, so the `ObjectIdentifier` of a metatype
///   names one type for good.
/// - Whether that type conforms does not change while the library's and the models' images
///   stay loaded. A conformance added later by a library loaded at run time is seen once a
///   setting changes, which starts an empty list.
/// - A list is never changed once published. A call reads the list of the snapshot it holds,
///   with no lock. A call that found new types gives the coder a new snapshot that lists them
///   too, under the coder's lock and only while the call's snapshot is still the current one,
///   so a setting changed meanwhile is never undone. A call that finds nothing new takes no
///   lock for it.
/// - It is bounded by `capacity`: the types after that are checked on every call, as
///   without the list.
struct KnownTypes: Sendable {
    /// The most types a coder's list keeps.
    static let standardCapacity = 64

    /// The most types the list keeps.
    let capacity: Int
    /// The types, in the order they were found.
    private(set) var identifiers: [ObjectIdentifier] = []

    /// An empty list that keeps at most `capacity` types.
    init(capacity: Int = KnownTypes.standardCapacity) {
        self.capacity = capacity
    }

    /// Whether the list takes no more types.
    var isFull: Bool { identifiers.count >= capacity }

    /// Whether `type` is in the list.
    @inline(__always)
    func contains(_ type: ObjectIdentifier) -> Bool {
        for known in identifiers where known == type { return true }
        return false
    }

    /// This list with `types` added, each once, up to the capacity; nil when none of them is
    /// new or the list is full (the snapshot stays as it is).
    func adding(_ types: some Sequence<ObjectIdentifier>) -> KnownTypes? {
        var list = self
        for type in types where list.identifiers.count < capacity && !list.contains(type) {
            list.identifiers.append(type)
        }
        return list.identifiers.count == identifiers.count ? nil : list
    }
}
