/// The elements of an array node, in each form the query may use, found from the tree alone:
///
/// | children or values of the node        | elements                                          |
/// |---------------------------------------|---------------------------------------------------|
/// | `a[]=x&a[]=y`                         | the appended children, in order                   |
/// | `a[1]=y&a[0]=x`                       | the indexed children in index order; `0...n-1` exactly, or gaps closed under `IndexGapDecodingStrategy.compact` |
/// | `a.1=x&a.2=y` (the numbered forms)    | the numbered children (`+NumberedElements`)       |
/// | `a=x&a=y`                             | the values, in order                              |
/// | `a=x,y` / `a=x\|y` / `a=x%20y` / `a=x;y` | each value split on the form's separator        |
/// | `a=` alone, or the root without names | no elements                                       |
///
/// Under `.jsonArray` the values come back whole: parsing them as JSON writes into the call's
/// arena, which is not the tree's (`ValueReader.arrayElements`). What cannot be an array is an
/// `ElementProblem` that names the nodes concerned; the caller turns it into the
/// `DecodingError` with its coding path and the setting that would read it.
extension QueryTree {
    /// The decoder's settings an array's elements are found with (its form is the style's).
    struct ElementRules {
        /// `IndexGapDecodingStrategy.compact`: indices with gaps are closed up in index order.
        let compactsGaps: Bool
        /// `Limits.maximumArrayIndex`: the highest index or number read.
        let maximumIndex: Int
        /// `DelimiterDecodingStrategy.percentDecoded`: `%2C`, `%7C` and an escaped
        /// `.separated(by:)` character separate elements too.
        let splitsEscapedDelimiters: Bool

        /// The rules of the decoder's settings `options` (read in place, not copied).
        @inline(__always)
        init(_ options: borrowing URLQueryItemDecoder.Configuration) {
            compactsGaps = options.indexGapDecodingStrategy == .compact
            maximumIndex = options.limits.maximumArrayIndex
            splitsEscapedDelimiters = options.delimiterDecodingStrategy == .percentDecoded
        }
    }

    /// Why a node's children or values are not the elements of an array.
    enum ElementProblem: Error, Equatable {
        /// The node has both values and nested names.
        case valueAndNames
        /// The first child is named, not numbered: the node is a dictionary.
        case dictionary
        /// Elements appended with `[]` beside the named child `named`.
        case appendedAndNamed(named: Int32)
        /// The index or number of `child` is past `Limits.maximumArrayIndex`.
        case indexTooLarge(child: Int32)
        /// `child`, after indexed siblings, is named by no index.
        case notAnIndex(child: Int32)
        /// The index of `child` is past the last of `count` elements.
        case indexOutOfRange(child: Int32, count: Int)
        /// The index `index` names both `earlier` and `child`.
        case indexTwice(index: Int, earlier: Int32, child: Int32)
        /// Under `.compact`, the index `index` names two children.
        case compactedIndexTwice(index: Int)
        /// Numbered members: the number `child` where the member name was expected.
        case numberWithoutMemberName(child: Int32)
        /// Numbered members: `child` beside the member name.
        case besideMemberName(child: Int32)
        /// Numbered members: the member name `member` holds no numbered children.
        case noNumbersBelowMemberName(member: Int32)
        /// Numbered elements: the name `member` (with children) where numbers were expected.
        case memberNameNotExpected
        /// Numbered elements: `child` is named by no number.
        case notANumber(child: Int32)
        /// Numbered elements: the number 0, where numbers start at 1.
        case numberZero
        /// Numbered elements: the number of `child` is past the last of `count`.
        case numberOutOfRange(child: Int32, count: Int)
        /// Numbered elements: the number `number` is given twice.
        case numberTwice(number: Int)
    }

    /// The elements of the array `node` in the form `form`, and their count.
    func elements(of node: Int32, _ form: QueryFieldStrategy.ArrayStyle, _ rules: ElementRules)
        throws(ElementProblem) -> (ArrayElements, Int) {
        let entry = nodes[Int(node)]
        if entry.hasChildren {
            if entry.valueCount > 0 { throw .valueAndNames }
            return try childElements(of: node, entry, form, rules)
        }
        if node == 0 { return (.values([]), 0) }
        // `a=` alone is an empty array.
        if entry.valueCount == 1 && entry.value.isEmpty && !entry.value.isBare { return (.values([]), 0) }
        var slots: [QuerySlot] = []
        slots.reserveCapacity(Int(entry.valueCount))
        var slot = entry.value
        var extra = entry.extraHead
        while true {
            switch form {
            case .commaSeparated: split(slot, on: 0x2C, escapedToo: rules.splitsEscapedDelimiters, into: &slots)
            case .pipeDelimited: split(slot, on: 0x7C, escapedToo: rules.splitsEscapedDelimiters, into: &slots)
            case .separated(let separator): split(slot, on: Array(separator.utf8), escapedToo: rules.splitsEscapedDelimiters, into: &slots)
            case .spaceDelimited: splitOnSpaces(slot, into: &slots)
            default: slots.append(slot)
            }
            if extra < 0 { break }
            slot = extras[Int(extra)].slot
            extra = extras[Int(extra)].next
        }
        return (.values(slots), slots.count)
    }

    /// The elements that are the children of `node`: appended, numbered or indexed.
    private func childElements(of node: Int32, _ entry: QueryNode, _ form: QueryFieldStrategy.ArrayStyle,
                               _ rules: ElementRules) throws(ElementProblem) -> (ArrayElements, Int) {
        let count = Int(entry.childCount)
        if entry.hasAppendedChild {
            let named = firstNamedChild(of: node)
            if named >= 0 { throw .appendedAndNamed(named: named) }
            return (.siblings(entry.firstChild), count)
        }
        if let member = form.numberedInfix { return try numberedElements(of: node, entry, member: member, rules) }
        // Indexed: in order 0...n-1 is the common case and needs no sorting. The builder
        // knows when it holds (`indexedInOrder` without `[]` children: the names are exactly
        // `0...count-1`, in order).
        if entry.indexedInOrder && count - 1 <= rules.maximumIndex { return (.siblings(entry.firstChild), count) }
        return try numberedChildren(
            of: entry, first: 0, rules,
            number: { child, position throws(ElementProblem) in
                guard let index = index(of: child) else { throw position == 0 ? .dictionary : .notAnIndex(child: child) }
                return index
            },
            outOfRange: { child in .indexOutOfRange(child: child, count: count) },
            twice: { index, earlier, child in .indexTwice(index: index, earlier: earlier, child: child) })
    }

    /// The children of `list` as the elements they name by their numbers, counted from
    /// `first` (0 for indices, 1 for AWS Query's numbers). `number(child, position)` reads a
    /// child's number or throws for a name that is none; every number is checked against
    /// `Limits.maximumArrayIndex`. In order, they are the siblings as they stand; else they are
    /// closed up under `.compact` (as qs reads `a[1]=b&a[15]=c`: `["b", "c"]`), or placed by
    /// number, where a number past the count is `outOfRange(child)` and one given twice
    /// `twice(number, earlier, child)`.
    @inline(__always)
    func numberedChildren(
        of list: QueryNode, first: Int, _ rules: ElementRules,
        number: (Int32, Int) throws(ElementProblem) -> Int,
        outOfRange: (Int32) -> ElementProblem, twice: (Int, Int32, Int32) -> ElementProblem
    ) throws(ElementProblem) -> (ArrayElements, Int) {
        let count = Int(list.childCount)
        var inOrder = true
        var position = 0
        var child = list.firstChild
        while child >= 0 {
            let numbered = try number(child, position)
            if numbered > rules.maximumIndex { throw .indexTooLarge(child: child) }
            if numbered != position + first { inOrder = false }
            position += 1
            child = nodes[Int(child)].nextSibling
        }
        if inOrder { return (.siblings(list.firstChild), count) }
        if rules.compactsGaps { return try compactedElements(of: list) }
        var byNumber = [Int32](repeating: -1, count: count)
        child = list.firstChild
        while child >= 0 {
            let position = (index(of: child) ?? Int.max) - first
            guard position < count else { throw outOfRange(child) }
            guard byNumber[position] < 0 else { throw twice(position + first, byNumber[position], child) }
            byNumber[position] = child
            child = nodes[Int(child)].nextSibling
        }
        return (.sorted(byNumber), count)
    }

    /// The children of `list`, all numbered (checked by the caller, with
    /// `Limits.maximumArrayIndex`), sorted by number. A number written twice throws.
    private func compactedElements(of list: QueryNode) throws(ElementProblem) -> (ArrayElements, Int) {
        var indexed: [(index: Int, child: Int32)] = []
        indexed.reserveCapacity(Int(list.childCount))
        var child = list.firstChild
        while child >= 0 {
            indexed.append((index(of: child) ?? Int.max, child))
            child = nodes[Int(child)].nextSibling
        }
        indexed.sort { $0.index < $1.index }
        var previous = -1
        for entry in indexed {
            if entry.index == previous { throw .compactedIndexTwice(index: entry.index) }
            previous = entry.index
        }
        return (.sorted(indexed.map(\.child)), indexed.count)
    }
}
