import Foundation

/// A team of 44 members whose optionals are often absent: half the members have no `phone`,
/// a quarter no `manager`, the team no `archived` date and no `notes`. Dates are seconds since
/// 1970. About 8 KB of `JSONEncoder` output (nil left out).
///
/// The models above have no optional left out; a decoder that pays for an absent key (a
/// scan of the object's names, a hint, a cast) is seen here and not there.
public struct SparseModel: Codable, Equatable, Sendable {
    public struct Member: Codable, Equatable, Sendable {
        public var id: Int
        public var name: String
        public var email: String
        public var phone: String?
        public var joined: Date
        public var active: Bool
        public var role: String
        public var manager: Int?
    }

    public var id: Int
    public var name: String
    public var created: Date
    public var archived: Date?
    public var notes: String?
    public var members: [Member]

    public static let sample = SparseModel(
        id: 7,
        name: "Platform team",
        created: Date(timeIntervalSince1970: 1_700_000_000),
        archived: nil,
        notes: nil,
        members: (0..<44).map { index in
            Member(
                id: 1_000 + index,
                name: "Member \(index) Surname",
                email: "member\(index)@example.com",
                phone: index % 2 == 0 ? "+1 555 01\(index)" : nil,
                joined: Date(timeIntervalSince1970: 1_600_000_000 + Double(index) * 86_400),
                active: index % 3 != 0,
                role: index % 5 == 0 ? "lead" : "engineer",
                manager: index % 4 == 0 ? nil : 1_000
            )
        }
    )
}
