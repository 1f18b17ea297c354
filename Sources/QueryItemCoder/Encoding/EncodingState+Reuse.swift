/// A keyed container that the state keeps after its element is done, for the next element
/// with the same `CodingKeys`.
///
/// `container(keyedBy:)` costs an object of ours and a box of the standard library's
/// (`KeyedEncodingContainer` wraps every container in one), each found through a generic
/// metadata lookup, then freed: about 1,800 instructions, more than writing four fields. An
/// array of 20 objects asks for 20 containers of one type, one after the other, so the
/// state hands the same one out again, pointed at the next element.
struct ReusableContainer {
    let keyType: ObjectIdentifier
    /// A `KeyedContainer<Key>` and a `WrapperHolder<Key>`, for the `Key` of `keyType`: kept
    /// as plain references, so that keeping them costs no generic metadata.
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
    /// Runs `body` with reuse turned on, and lets go of the kept containers at the end (each
    /// holds the state, which holds them: a cycle until then).
    func reusingContainers<R>(_ body: () throws -> R) rethrows -> R {
        counters.pointee.reusesContainers = true
        defer {
            let count = counters.pointee.reusableCount
            reusable.deinitialize(count: count)
            counters.pointee.reusableCount = 0
            counters.pointee.reusesContainers = false
        }
        return try body()
    }

    /// The keyed container for the element of `frame`: a kept one for `Key` that no value
    /// holds now, pointed at this element, or a new one, kept if there is room.
    @inline(never)
    func elementKeyedContainer<Key>(_: Key.Type, frame: Int, prefix: PrefixSpan, keysAreData: Bool, failure: (any Error)?) -> KeyedEncodingContainer<Key> {
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
                container.isRoot = false
                container.keysAreData = keysAreData
                container.failure = failure
                return unsafeDowncast(entry.pointee.wrapper, to: WrapperHolder<Key>.self).wrapper
            }
            index &+= 1
        }
        let container = KeyedContainer<Key>(state: self, frame: frame, prefix: prefix, isRoot: false, keysAreData: keysAreData, failure: failure)
        let wrapper = KeyedEncodingContainer(container)
        if counters.pointee.reusesContainers && count < Self.reusableCapacity {
            (reusable + count).initialize(to: ReusableContainer(
                keyType: type, container: container, wrapper: WrapperHolder(wrapper), ownerFrame: frame, ownerSerial: serial))
            counters.pointee.reusableCount = count + 1
        }
        return wrapper
    }

    @inline(__always)
    private func isHeld(_ entry: ReusableContainer) -> Bool {
        entry.ownerFrame < frames.count && frames.pointer(entry.ownerFrame).pointee.serial == entry.ownerSerial
    }
}
