/// One value of the tree an `encode…` call builds: an object, an array, a scalar, a `nil`,
/// or a slot whose value has not said yet what it is.
///
/// Nodes live in `EncodingTree.nodes` and name each other by index. The children of an
/// object or an array form a singly linked list (`first`, `last`, `next`), so a container
/// appends to its own node whatever its siblings do in between: the output cannot depend on
/// the order in which a model writes to sibling containers.
///
/// Indices and text offsets are stored in 32 bits: `EncodingTree.checkSize` keeps each below
/// `Int32.max`, so a call whose text passes 2 GiB, or whose tree passes `Int32.max` nodes,
/// throws instead.
struct EncodingNode {
    enum Kind: UInt8 {
        /// A slot whose value has asked for no container yet.
        case pending
        case object
        case array
        case scalar
        case null
    }

    var kind: Kind
    var flags: Flags = []
    private var storedDepth: UInt16
    /// The key text (converted, in its output form: see `KeyText`) in `EncodingTree.text`;
    /// `keyStart < 0` for the root and for array elements.
    @Stored32 var keyStart = -1
    @Stored32 var keyEnd = -1
    /// A scalar's text (unescaped) in `EncodingTree.text`.
    @Stored32 var textStart = 0
    @Stored32 var textEnd = 0
    /// The object or array that holds this node (-1 for the root), for the coding path of
    /// an error found when the tree is written out.
    @Stored32 var parent = -1
    /// Children, in the order they were written (-1: none).
    @Stored32 var first = -1
    @Stored32 var last = -1
    @Stored32 var next = -1
    @Stored32 var count = 0
    /// The style of an object, array or `nil` whose style is not the encoder's own: an id in
    /// the call's `FieldStyleTable` (`.coder` for every node of a call without one).
    var style: StyleID = .coder

    init(kind: Kind, depth: Int) {
        self.kind = kind
        // At most `EncodingState.maximumDepth` + 1.
        storedDepth = UInt16(truncatingIfNeeded: depth)
    }

    /// Makes node `child` this node's last child and returns the child that was last before
    /// it (-1: none), whose `next` the caller sets to `child`.
    @inline(__always)
    mutating func adopt(_ child: Int) -> Int {
        let previous = last
        if previous < 0 { first = child }
        last = child
        count &+= 1
        return previous
    }

    /// What a node is besides its kind, one bit each.
    struct Flags: OptionSet {
        let rawValue: UInt8

        /// Made by `nestedContainer`, `nestedUnkeyedContainer` or `superEncoder`: a second
        /// one asked for the same key merges into the first (see `QueryRenderer`).
        static let madeThroughAPI = Flags(rawValue: 1)
        /// A dictionary's object: its keys are data and are not converted.
        static let keysAreData = Flags(rawValue: 2)
        /// Set when something written here must throw `EncodingTree.failures[index]`.
        static let hasFailure = Flags(rawValue: 4)
        /// A dictionary's object (a `Dictionary` or `RequestParameters`): left out when
        /// empty under `.omit`, since an absent name reads back as an empty dictionary.
        static let isDictionary = Flags(rawValue: 8)
    }

    /// Levels below the root (the root is 0).
    var depth: Int {
        @inline(__always) get { Int(storedDepth) }
    }
}

/// An `Int` stored in 32 bits (`EncodingTree.checkSize` keeps every index and offset of a
/// call below `Int32.max`).
@propertyWrapper
private struct Stored32 {
    private var stored: Int32

    init(wrappedValue: Int) {
        stored = Int32(truncatingIfNeeded: wrappedValue)
    }

    var wrappedValue: Int {
        @inline(__always) get { Int(stored) }
        @inline(__always) set { stored = Int32(truncatingIfNeeded: newValue) }
    }
}
