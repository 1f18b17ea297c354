/// An immutable coding path: the last key and the path of its parent.
///
/// Extending a path costs one node, never a copy, so a value at depth *d* costs O(1) to reach
/// rather than O(*d*); the array that `codingPath` returns is built only when it is read (an
/// error, a model that asks). Every coder in the package uses this one type.
indirect enum CodingPath {
    case root
    case key(any CodingKey, parent: CodingPath)
    /// The element at a position of an array. Its key (`QueryCodingKey(index:)`, `Index 3`)
    /// is made only when the keys are read: a `QueryCodingKey` is too large for an
    /// `any CodingKey` to hold in place, so storing it would cost a second allocation for
    /// every element.
    case element(Int, parent: CodingPath)

    /// This path extended by `key`.
    func appending(_ key: some CodingKey) -> CodingPath {
        .key(key, parent: self)
    }

    /// This path extended by the key of the array element at `index` (`Index 3`).
    func appending(index: Int) -> CodingPath {
        .element(index, parent: self)
    }

    /// The last key and the path of its parent, or nil at the root.
    var split: (key: any CodingKey, parent: CodingPath)? {
        switch self {
        case .root: nil
        case .key(let key, let parent): (key, parent)
        case .element(let index, let parent): (QueryCodingKey(index: index), parent)
        }
    }

    /// The keys from the root to the last one.
    var keys: [any CodingKey] {
        var keys: [any CodingKey] = []
        var path = self
        while let (key, parent) = path.split {
            keys.append(key)
            path = parent
        }
        keys.reverse()
        return keys
    }

    /// Whether the path has more than `levels` keys: it walks at most `levels + 1` of them,
    /// so asking costs no more than the limit, however deep the path.
    func isDeeper(than levels: Int) -> Bool {
        var path = self
        var count = 0
        while true {
            switch path {
            case .root: return false
            case .key(_, let parent), .element(_, let parent): path = parent
            }
            count += 1
            if count > levels { return true }
        }
    }

    /// The last key, if any.
    var last: (any CodingKey)? {
        split?.key
    }
}
