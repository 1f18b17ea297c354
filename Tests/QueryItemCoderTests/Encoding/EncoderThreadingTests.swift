import Foundation
@testable import QueryItemCoder
import XCTest

/// Encoders shared between threads, and containers handed to other threads. Run under
/// ThreadSanitizer (`swift test --sanitize=thread --filter EncoderThreadingTests`).
final class EncoderThreadingTests: XCTestCase {
    /// Runs `body` on a new thread and waits for it.
    private func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.start()
        done.wait()
    }

    func testAContainerHandedToAnotherThreadDuringItsCallIsRefused() throws {
        let box = KeptBox()
        let refused = Refusals()
        struct HandsOff: Encodable {
            let box: KeptBox
            let refused: Refusals
            let run: (@escaping @Sendable () -> Void) -> Void
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: SafetyKey.self)
                try container.encode(1, forKey: SafetyKey("a"))
                box.keyed = container
                box.encoder = encoder
                let (box, refused) = (box, refused)
                run {
                    do { try box.keyed!.encode("OTHER-THREAD", forKey: SafetyKey("x")) } catch { refused.add(error) }
                    do {
                        var nested = box.keyed!.nestedUnkeyedContainer(forKey: SafetyKey("n"))
                        try nested.encode(1)
                    } catch { refused.add(error) }
                    do {
                        var single = box.encoder!.singleValueContainer()
                        try single.encode(1)
                    } catch { refused.add(error) }
                    // Reading the coding path is safe from any thread.
                    _ = box.keyed!.codingPath
                }
                try container.encode(2, forKey: SafetyKey("b"))
            }
        }
        let query = try URLQueryItemEncoder().encodeQuery(HandsOff(box: box, refused: refused, run: onAnotherThread))
        XCTAssertEqual(query, "a=1&b=2")
        XCTAssertEqual(refused.messages, Array(repeating: "was used from a thread other than the one running its encode call", count: 3))
    }

    func testKeptContainersWrittenFromAnotherThreadWhileCallsRun() throws {
        let encoder = URLQueryItemEncoder()
        let box = KeptBox()
        _ = try encoder.encodeQuery(Keeper(box: box))
        let stop = Refusals()
        let writer = Thread {
            for _ in 0..<2_000 {
                try? box.keyed!.encode("INJECTED", forKey: SafetyKey("b"))
                try? box.unkeyed!.encode(1)
            }
            stop.add(CancellationError())
        }
        writer.start()
        var calls = 0
        while stop.count == 0 || calls < 200 {
            XCTAssertEqual(try encoder.encodeQuery(Plain(a: "1", b: "2")), "a=1&b=2")
            calls += 1
        }
    }

    func testOneEncoderSharedByEightThreadsWhileASettingChanges() {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .literalBrackets
        let wrong = Refusals()
        DispatchQueue.concurrentPerform(iterations: 9) { worker in
            for round in 0..<300 {
                if worker == 8 {
                    encoder.arrayEncodingStrategy = round % 2 == 0 ? .indexed : .commaSeparated
                    continue
                }
                do {
                    let query = try encoder.encodeQuery(Wrap([worker, round]))
                    let allowed = ["a[]=\(worker)&a[]=\(round)", "a[0]=\(worker)&a[1]=\(round)", "a=\(worker),\(round)"]
                    if !allowed.contains(query) { wrong.add(EncodingError.invalidValue(query, .init(codingPath: [], debugDescription: ""))) }
                } catch {
                    wrong.add(error)
                }
            }
        }
        XCTAssertEqual(wrong.messages, [])
    }
}
