import Foundation

/// Models for the round-trip suite: each covers a family of values.
enum RoundTripModels {
    struct Numbers: Codable, Equatable {
        var int = Int.min
        var int8 = Int8.min
        var int16 = Int16.max
        var int32 = Int32.min
        var int64 = Int64.max
        var uint = UInt.max
        var uint8 = UInt8.max
        var uint16 = UInt16.max
        var uint32 = UInt32.max
        var uint64 = UInt64.max
        var double = 0.1
        var tiny = -2.5e-7
        var huge = Double.greatestFiniteMagnitude
        var integral = 2.0
        var float: Float = 3.14
        var decimal = Decimal(string: "12345678901234567890.125")!
        var flag = true
        var off = false
    }

    struct Texts: Codable, Equatable {
        var ascii = "AZaz09-._~"
        var specials = " !\"#$%&'()*+,/:;<=>?@[\\]^`{|}"
        var plus = "1+1=2"
        var percent = "100% %ZZ %"
        var nonASCII = "Zoë Ångström Москва 東京 שלום"
        var emoji = "👩‍👩‍👧 🇺🇳"
        var nul = "x\u{0}y"
        var lines = "a\r\nb\tc"
        var brackets = "[1,2] {x} a.b"
        var url = URL(string: "https://example.com/a?b=c&d=e#f")!
    }

    struct Address: Codable, Equatable {
        var streetName: String
        var postalCode: Int
        var geo: Geo?
    }

    struct Geo: Codable, Equatable {
        var lat: Double
        var lng: Double
    }

    struct Nested: Codable, Equatable {
        var userID = 7
        var homeAddress = Address(streetName: "Main St. 1", postalCode: 12345, geo: Geo(lat: 52.52, lng: -13.405))
        var workAddress = Address(streetName: "Ω", postalCode: 0, geo: nil)
        var deep = Deep()
    }

    struct Deep: Codable, Equatable {
        var a = Level(b: Level2(c: "deep value"))
    }

    struct Level: Codable, Equatable { var b: Level2 }
    struct Level2: Codable, Equatable { var c: String }

    /// Arrays of scalars: every array style carries them.
    struct ScalarArrays: Codable, Equatable {
        var tags = ["swift", "a,b", "c d", "x+y", "ü"]
        var numbers = [3, 1, 2, 10]
        var flags = [true, false]
        var one = ["only"]
        var doubles = [0.5, -1.25]
    }

    /// Arrays of objects and of arrays: only the bracket styles carry them.
    struct NestedArrays: Codable, Equatable {
        var users = [Member(name: "a", age: 1, roles: ["x"]), Member(name: "b", age: 2, roles: ["y", "z"])]
        var matrix = [[1, 2], [3], [4, 5, 6]]
        var eleven = Array(0...11).map { Member(name: "m\($0)", age: $0, roles: []) }
    }

    struct Member: Codable, Equatable {
        var name: String
        var age: Int
        var roles: [String]?

        init(name: String, age: Int, roles: [String]) {
            self.name = name
            self.age = age
            self.roles = roles.isEmpty ? nil : roles
        }
    }

    struct Optionals: Codable, Equatable {
        var present: String? = "here"
        var missing: String?
        var number: Int? = 0
        var noNumber: Int?
        var list: [Int]? = [1]
        var noList: [Int]?
        var object: Geo? = Geo(lat: 1, lng: 2)
        var noObject: Geo?
    }

    /// Nil elements inside arrays: every nil strategy except `.omit` writes them.
    struct NilElements: Codable, Equatable {
        var values: [String?] = ["a", nil, "c"]
        var numbers: [Int?] = [nil, 2]
    }

    struct Dates: Codable, Equatable {
        var date = Date(timeIntervalSince1970: 1_795_313_745.25)
        var whole = Date(timeIntervalSince1970: 1_795_313_745)
        var old = Date(timeIntervalSince1970: -86_400 * 365)
        var dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_000_000_000.5)]
    }

    struct Blobs: Codable, Equatable {
        var data = Data([0, 1, 2, 250, 251, 252, 253, 254, 255])
        var text = Data("hello?>>".utf8)
        var small = Data([0xFB])
    }

    struct Dictionaries: Codable, Equatable {
        var counts: [String: Int] = ["user_id": 1, "b c": 2, "Ärger": 3]
        var nested: [String: Geo] = ["here": Geo(lat: 1.5, lng: 2.5)]
    }

    enum Kind: String, Codable { case alpha, betaGamma = "beta gamma" }

    struct Enums: Codable, Equatable {
        var kind = Kind.betaGamma
        var kinds = [Kind.alpha, .betaGamma]
    }
}
