import Foundation
import WilddogSync

/// The dinosaur queries of the seed examples (seed 004), on the facts the seed describes.
final class Dinosaurs {
    let ref: WDGSyncReference
    let trace: Trace

    init(root: WDGSyncReference, trace: Trace) {
        ref = root
        self.trace = trace
    }

    func keys(_ title: String, _ query: WDGSyncQuery) {
        query.observeSingleEvent(of: WDGDataEventType.value, with: { snapshot in
            var keys: [String] = []
            for child in snapshot.children { keys.append((child as! WDGDataSnapshot).key) }
            self.trace.log("\(title): \(keys.joined(separator: ", "))")
        })
        trace.wait(for: title + ":")
    }

    func run() {
        ref.setValue([
            "bruhathkayosaurus": ["appeared": -70000000, "height": 25, "length": 44, "order": "saurischia", "vanished": -70000000, "weight": 135000],
            "lambeosaurus": ["appeared": -76000000, "height": 2.1, "length": 12.5, "order": "ornithischia", "vanished": -75000000, "weight": 5000],
            "linhenykus": ["appeared": -85000000, "height": 0.6, "length": 1, "order": "theropoda", "vanished": -75000000, "weight": 3],
            "pterodactyl": ["appeared": -150000000, "height": 0.6, "length": 0.8, "order": "pterosauria", "vanished": -148500000, "weight": 2],
            "stegosaurus": ["appeared": -155000000, "height": 4, "length": 9, "order": "ornithischia", "vanished": -150000000, "weight": 2500],
            "triceratops": ["appeared": -68000000, "height": 3, "length": 8, "order": "ornithischia", "vanished": -66000000, "weight": 11000],
        ], withCompletionBlock: { error, _ in self.trace.log("dinosaurs seeded: \(error == nil)") })
        trace.wait(for: "dinosaurs seeded")
        let scores = ref.root.child("scores")
        scores.setValue(["bruhathkayosaurus": 55, "lambeosaurus": 21, "linhenykus": 80, "pterodactyl": 93, "stegosaurus": 5, "triceratops": 22])

        keys("by height", ref.queryOrdered(byChild: "height"))
        keys("two lightest", ref.queryOrdered(byChild: "weight").queryLimited(toFirst: 2))
        keys("two shortest", ref.queryOrdered(byChild: "height").queryLimited(toFirst: 2))
        keys("top three scores", scores.queryOrderedByValue().queryLimited(toLast: 3))
        keys("at least 3 m", ref.queryOrdered(byChild: "height").queryStarting(atValue: 3))
        keys("up to pterodactyl", ref.queryOrderedByKey().queryEnding(atValue: "pterodactyl"))
        keys("starting with b", ref.queryOrderedByKey().queryStarting(atValue: "b").queryEnding(atValue: "b\u{f8ff}"))
        keys("25 m tall", ref.queryOrdered(byChild: "height").queryEqual(toValue: 25))
        var favorite: Double?
        ref.child("stegosaurus").child("height").observeSingleEvent(of: .value) { snapshot in
            favorite = snapshot.value as? Double
            self.trace.log("stegosaurus height: \(favorite ?? 0)")
        }
        trace.wait(for: "stegosaurus height")
        keys("just shorter than the stegosaurus", ref.queryOrdered(byChild: "height").queryEnding(atValue: favorite ?? 0).queryLimited(toLast: 2))
    }
}
