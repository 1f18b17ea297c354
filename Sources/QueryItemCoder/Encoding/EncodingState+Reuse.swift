/// A keyed container that the state keeps after its value is done, for the next value with
/// the same `CodingKeys`: the next element of an array, or the root of the next call.
///
/// `container(keyedBy:)` costs an object of ours and a box of the standard library's
/// (`KeyedEncodingContainer` wraps every container in one), each found through a generic
/// metadata lookup, then freed: about 1,800 instructions, more than writing four fields. An
/// array of 20 objects asks for 20 containers of one type, one after the other, and an
/// encoder asks for the same root container call after call, so the state hands the same
/// one out again, pointed at the next value. Unkeyed containers are kept the same way (an
/// object each, without a box). The encoder keeps its last state for its next call
/// (`URLQueryItemEncoder.withState`).
struct ReusableContainer {
    let keyType: ObjectIdentifier
    /// A `KeyedContainer<Key>` and a `WrapperHolder<Key>`, for the `Key` of `keyType`: kept
    /// as plain references, so that keeping them costs no generic metadata. For an
    /// `UnkeyedContainer` (`keyType` is its own type), both are the container.
    let container: AnyObject
    let wrapper: AnyObject
    /// The frame whose value holds the container now, and that frame's serial: while both
    /// still match a frame on the stack, the container is in use.
    var ownerFrame: Int
    var ownerSerial: Int
}

/// The `KeyedEncodingContainer` a kept container was handed out in, to hand out again (a
/// value of a generic struct from the standard library: copying one takes its metadata, and
/// a reference to this holder lets a hit skip the dynamic cast that an `Any` would need).
final class WrapperHolder<Key: CodingKey> {
    let wrapper: KeyedEncodingContainer<Key>

    init(_ wrapper: KeyedEncodingContainer<Key>) {
        self.wrapper = wrapper
    }
}

extension EncodingState {
    /// Whether this state, left by an earlier call, can serve a call with these settings.
    func canServe(settings: EncoderSettings, mode: Mode, escapesBrackets: Bool) -> Bool {
        self.settings === settings && self.mode == mode && self.escapesBrackets == escapesBrackets
    }

    /// Makes the state ready for the next call, once its output has been read: empties the
    /// buffers (keeping their storage, up to `keptCapacity` bytes), publishes the keys the
    /// call converted and takes the current snapshot of known keys. Kept containers and the
    /// cache of plain types stay.
    func prepareForNextCall() {
        frames.truncate(to: 0)
        output.reset(keepingCapacity: Self.keptCapacity)
        prefixes.reset(keepingCapacity: Self.keptCapacity)
        keySegments?.truncate(to: 0)
        if !spans.isEmpty { spans.removeAll(keepingCapacity: spans.capacity <= Self.keptCapacity / MemoryLayout<PairSpan>.stride) }
        if recordsSpans != raw { recordsSpans = raw }
        let kept = counters.pointee
        counters.pointee = Counters()
        counters.pointee.reusesContainers = kept.reusesContainers
        counters.pointee.reusableCount = kept.reusableCount
        counters.pointee.plainTypeCount = kept.plainTypeCount
        publishNewKeys()
    }

    /// The most storage a state keeps for its buffers between calls.
    static var keptCapacity: Int { 64 * 1024 }

    /// Lets go of the kept containers, which hold the state (a cycle until then): for a
    /// state that will not serve another call.
    func discard() {
        reusable.deinitialize(count: counters.pointee.reusableCount)
        counters.pointee.reusableCount = 0
    }

    /// The keyed container for the value of `frame`: a kept one for `Key` that no value
    /// holds now, pointed at this value, or a new one, kept if there is room.
    @inline(never)
    func keyedContainer<Key>(_: Key.Type, frame: Int, prefix: PrefixSpan, isRoot: Bool, keysAreData: Bool, failure: (any Error)?) -> KeyedEncodingContainer<Key> {
        let type = ObjectIdentifier(Key.self)
        let serial = frames.pointer(frame).pointee.serial
        let count = counters.pointee.reusableCount
        var index = 0
        while index < count {
            let entry = reusable + index
            if entry.pointee.keyType == type && !isHeld(entry.pointee) {
                entry.pointee.ownerFrame = frame
                entry.pointee.ownerSerial = serial
                // Both were made for `keyType`, which is `Key`.
                let container = unsafeDowncast(entry.pointee.container, to: KeyedContainer<Key>.self)
                container.frame = frame
                container.prefix = prefix
                container.isRoot = isRoot
                container.keysAreData = keysAreData
                container.failure = failure
                return unsafeDowncast(entry.pointee.wrapper, to: WrapperHolder<Key>.self).wrapper
            }
            index &+= 1
        }
        let container = KeyedContainer<Key>(state: self, frame: frame, prefix: prefix, isRoot: isRoot, keysAreData: keysAreData, failure: failure)
        let wrapper = KeyedEncodingContainer(container)
        if counters.pointee.reusesContainers && count < Self.reusableCapacity {
            (reusable + count).initialize(to: ReusableContainer(
                keyType: type, container: container, wrapper: WrapperHolder(wrapper), ownerFrame: frame, ownerSerial: serial))
            counters.pointee.reusableCount = count + 1
        }
        return wrapper
    }

    /// The unkeyed container for the array of `frame`: a kept one that no value holds now,
    /// pointed at this array, or a new one, kept if there is room. (No box here: the
    /// existential holds the object itself.)
    func unkeyedContainer(frame: Int, array: PrefixSpan, failure: (any Error)?) -> any UnkeyedEncodingContainer {
        let type = ObjectIdentifier(UnkeyedContainer.self)
        let serial = frames.pointer(frame).pointee.serial
        let count = counters.pointee.reusableCount
        var index = 0
        while index < count {
            let entry = reusable + index
            if entry.pointee.keyType == type && !isHeld(entry.pointee) {
                entry.pointee.ownerFrame = frame
                entry.pointee.ownerSerial = serial
                let container = unsafeDowncast(entry.pointee.container, to: UnkeyedContainer.self)
                container.reuse(frame: frame, array: array, failure: failure)
                return container
            }
            index &+= 1
        }
        let container = UnkeyedContainer(state: self, frame: frame, array: array, failure: failure)
        if counters.pointee.reusesContainers && count < Self.reusableCapacity {
            (reusable + count).initialize(to: ReusableContainer(
                keyType: type, container: container, wrapper: container, ownerFrame: frame, ownerSerial: serial))
            counters.pointee.reusableCount = count + 1
        }
        return container
    }

    @inline(__always)
    private func isHeld(_ entry: ReusableContainer) -> Bool {
        entry.ownerFrame < frames.count && frames.pointer(entry.ownerFrame).pointee.serial == entry.ownerSerial
    }
}
