import BenchModels
import Foundation
#if WITH_QUERY_ENCODER
import QueryItemCoder
#endif

/// Our encoder with one setting changed, against our defaults (target: none costs more
/// than 30 % over the defaults).
enum SettingsRun {
    static func run(harness: inout Harness) throws -> [(model: String, results: [PeerResult])] {
        #if WITH_QUERY_ENCODER
        return [
            (NestedModel.title, try harness.run(peers(NestedModel.sample))),
            (LargeModel.title, try harness.run(peers(LargeModel.sample))),
        ]
        #else
        return []
        #endif
    }

    #if WITH_QUERY_ENCODER
    static func peers<Model: Encodable>(_ model: Model) -> [Peer] {
        let settings: [(String, URLQueryItemEncoder)] = [
            ("defaults", Codecs.oursEncoder { _ in }),
            ("keys .convertToSnakeCase", Codecs.oursEncoder { $0.keyEncodingStrategy = .convertToSnakeCase }),
            ("outputFormatting .sortedKeys", Codecs.oursEncoder { $0.outputFormatting = .sortedKeys }),
            ("objects .dots", Codecs.oursEncoder { $0.objectEncodingStrategy = .dots }),
            ("dates .iso8601", Codecs.oursEncoder { $0.dateEncodingStrategy = .iso8601 }),
            ("arrays .indexed", Codecs.oursEncoder { $0.arrayEncodingStrategy = .indexed }),
            ("spaces as +", Codecs.oursEncoder { $0.spaceEncodingStrategy = .plus }),
        ]
        return settings.map { name, encoder in
            Peer(name) { try encoder.encodeQuery(model).utf8.count }
        }
    }
    #endif
}
