#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The depth workload: a recursive model, each level two leaves and the next level
/// (`id=1&name=level%201&next[id]=2&next[name]=level%202&next[next][id]=3…`). Names grow
/// with depth, so the query of depth d is about d²·3 bytes.
public final class Chain: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let next: Chain?

    public init(id: Int, name: String, next: Chain?) {
        self.id = id
        self.name = name
        self.next = next
    }

    /// `depth` nested objects; the outermost has id 1.
    public static func sample(depth: Int) -> Chain {
        var chain: Chain? = nil
        for level in stride(from: depth, through: 1, by: -1) {
            chain = Chain(id: level, name: "level \(level)", next: chain)
        }
        return chain!
    }

    /// How many objects are nested here, this one included.
    public var depth: Int {
        var count = 1
        var current = self
        while let next = current.next {
            count += 1
            current = next
        }
        return count
    }

    /// Compared level by level, without recursion.
    public static func == (lhs: Chain, rhs: Chain) -> Bool {
        var left: Chain? = lhs
        var right: Chain? = rhs
        while let l = left, let r = right {
            if l === r { return true }
            guard l.id == r.id, l.name == r.name else { return false }
            left = l.next
            right = r.next
        }
        return left == nil && right == nil
    }
}
