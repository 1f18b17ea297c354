extension QueryFieldStrategy {
    /// How a field's array is written and read; the cases carry the names of
    /// `URLQueryItemEncoder.ArrayEncodingStrategy` and `URLQueryItemDecoder.ArrayDecodingStrategy`.
    ///
    /// Not `CaseIterable`: `.numberedMembers(named:)` carries a name.
    public enum ArrayStyle: Sendable, Hashable {
        /// `tags[]=a&tags[]=b`.
        case brackets
        /// `tags[0]=a&tags[1]=b`.
        case indexed
        /// `tags=a&tags=b`: OpenAPI's form style with `explode=true`.
        case repeated
        /// `tags=a,b`: OpenAPI's form style with `explode=false`.
        case commaSeparated
        /// `tags=["a","b"]`.
        case jsonArray
        /// `tags=a%20b`: OpenAPI's `spaceDelimited`.
        case spaceDelimited
        /// `tags=a|b`: OpenAPI's `pipeDelimited`.
        case pipeDelimited
        /// `Tags.1=a&Tags.2=b`, members of objects joined by dots (`Tags.1.Key=k`): AWS Query's
        /// lists, numbered from 1.
        case numbered
        /// `Tags.member.1=a&Tags.member.2=b` (`Tags.member.1.Key=k`): AWS Query's lists with
        /// their `member` infix.
        case numberedMembers
        /// `Tags.Tag.1.Key=k&Tags.Tag.2.Key=l`: AWS Query's lists whose member has a name of
        /// its own (RDS, ElastiCache). Spelled `.numberedMembers(named: "Tag")`.
        case numberedMembersNamed(String)

        /// `Tags.Tag.1=x` for `name` `"Tag"` (`named: "member"` is `.numberedMembers`).
        public static func numberedMembers(named name: String) -> ArrayStyle {
            name == "member" ? .numberedMembers : .numberedMembersNamed(name)
        }
    }
}
