import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// Every example of the 1.x guide "读写数据" (seed 004), with the outcome the guide describes.
    @Suite struct SeedGuideTests {
        // MARK: Writing data: the blog

        @Test func usersSavedAtOnceOrOneByOneGiveTheSameData() {
            let app = TestApp()
            let ref = app.ref("web/saving-data/wildblog")
            let alanisawesome = ["full_name": "Alan Turing", "date_of_birth": "June 23, 1912"]
            let gracehop = ["full_name": "Grace Hopper", "date_of_birth": "December 9, 1906"]
            let usersRef = ref.childByAppendingPath("users")
            let users = ["alanisawesome": alanisawesome, "gracehop": gracehop]
            usersRef.setValue(users)
            let expected = #"{"alanisawesome":{"date_of_birth":"June 23, 1912","full_name":"Alan Turing"},"#
                + #""gracehop":{"date_of_birth":"December 9, 1906","full_name":"Grace Hopper"}}"#
            #expect(waitUntil { app.serverJSON("web/saving-data/wildblog/users") == expected })
            #expect(app.serverJSON("web/saving-data/wildblog/users/alanisawesome/full_name") == #""Alan Turing""#)

            let other = TestApp()
            let otherUsers = other.ref("web/saving-data/wildblog").childByAppendingPath("users")
            otherUsers.childByAppendingPath("alanisawesome").setValue(alanisawesome)
            otherUsers.childByAppendingPath("gracehop").setValue(gracehop)
            #expect(waitUntil { other.serverJSON("web/saving-data/wildblog/users") == expected })
        }

        @Test func updateChildValuesAddsTheNicknameAndKeepsTheRest() {
            let app = TestApp()
            let usersRef = app.ref("web/saving-data/wildblog").childByAppendingPath("users")
            app.seed(["full_name": "Grace Hopper", "date_of_birth": "December 9, 1906"], at: "web/saving-data/wildblog/users/gracehop")
            let hopperRef = usersRef.childByAppendingPath("gracehop")
            let nickname = ["nickname": "Amazing Grace"]
            hopperRef.updateChildValues(nickname)
            #expect(waitUntil {
                app.serverJSON("web/saving-data/wildblog/users/gracehop")
                    == #"{"date_of_birth":"December 9, 1906","full_name":"Grace Hopper","nickname":"Amazing Grace"}"#
            })
            // With setValue instead, date_of_birth and full_name would be gone.
            hopperRef.setValue(nickname)
            #expect(waitUntil { app.serverJSON("web/saving-data/wildblog/users/gracehop") == #"{"nickname":"Amazing Grace"}"# })
        }

        @Test func postsSavedWithChildByAutoIdKeepTheirOrderAndKeys() throws {
            let app = TestApp()
            let ref = app.ref("web/saving-data/wildblog")
            let postRef = ref.childByAppendingPath("posts")
            let post1 = ["author": "gracehop", "title": "Announcing COBOL, a New Programming Language"]
            let post1Ref = postRef.childByAutoId()
            post1Ref.setValue(post1)
            let post2 = ["author": "alanisawesome", "title": "The Turing Machine"]
            let post2Ref = postRef.childByAutoId()
            post2Ref.setValue(post2)
            let postId = post1Ref.key
            #expect(postId.count == 20)
            #expect(postId < post2Ref.key)
            #expect(waitUntil { (app.server.data(at: "web/saving-data/wildblog/posts") as? [String: Any])?.count == 2 })
            // The keys sort chronologically, so the list reads back in creation order.
            var authors: [String] = []
            for child in try #require(read(postRef)).children {
                let post = child as! WDataSnapshot
                authors.append("\(post.key) \((post.value as? [String: Any])?["author"] as? String ?? "?")")
            }
            #expect(authors == ["\(postId) gracehop", "\(post2Ref.key) alanisawesome"])
            let stored = try #require(app.server.data(at: "web/saving-data/wildblog/posts/\(postId)") as? [String: Any])
            #expect(stored["title"] as? String == "Announcing COBOL, a New Programming Language")
        }

        // MARK: Event types

        @Test func childAddedGivesEachNewPost() {
            let app = TestApp()
            app.seed(["p1": ["author": "gracehop", "title": "COBOL"]], at: "posts")
            let ref = Wilddog(url: "\(app.url)/posts")
            let log = Recorder()
            ref.observeEventType(.ChildAdded, withBlock: { snapshot in
                let value = snapshot.value as? NSDictionary
                log.record("\(value?.object(forKey: "author") ?? "") / \(value?.object(forKey: "title") ?? "")")
            })
            #expect(waitUntil { log.log == ["gracehop / COBOL"] })
            ref.childByAutoId().setValue(["author": "alanisawesome", "title": "The Turing Machine"])
            #expect(waitUntil { log.log == ["gracehop / COBOL", "alanisawesome / The Turing Machine"] })
        }

        @Test func childChangedGivesTheUpdatedPost() {
            let app = TestApp()
            app.seed(["p1": ["author": "gracehop", "title": "COBOL"]], at: "posts")
            let ref = Wilddog(url: "\(app.url)/posts")
            let log = Recorder()
            ref.observeEventType(.ChildChanged, withBlock: { snapshot in
                let title = (snapshot.value as? [String: Any])?["title"] as? String
                log.record("The updated post title is \(title ?? "nil")")
            })
            _ = read(ref)
            ref.childByAppendingPath("p1/title").setValue("COBOL 2")
            #expect(waitUntil { log.log == ["The updated post title is COBOL 2"] })
        }

        @Test func childRemovedGivesTheDeletedPost() {
            let app = TestApp()
            app.seed(["p1": ["author": "gracehop", "title": "COBOL"], "p2": ["title": "Turing"]], at: "posts")
            let ref = Wilddog(url: "\(app.url)/posts")
            let log = Recorder()
            ref.observeEventType(.ChildRemoved, withBlock: { snapshot in
                let title = (snapshot.value as? [String: Any])?["title"] as? String
                log.record("The blog post titled \(title ?? "nil") has been deleted")
            })
            _ = read(ref)
            ref.childByAppendingPath("p1").removeValue()
            #expect(waitUntil { log.log == ["The blog post titled COBOL has been deleted"] })
        }

        @Test func childMovedFiresWhenTheOrderChanges() {
            let app = TestApp()
            app.seed(["p1": ["votes": 1], "p2": ["votes": 2]], at: "posts")
            let ref = Wilddog(url: "\(app.url)/posts")
            let log = Recorder()
            ref.queryOrderedByChild("votes").observeEventType(.ChildMoved, andPreviousSiblingKeyWithBlock: { snapshot, prev in
                log.record("\(snapshot.key) after \(prev ?? "nil")")
            })
            _ = read(ref.queryOrderedByChild("votes"))
            ref.childByAppendingPath("p1/votes").setValue(3)
            #expect(waitUntil { log.log == ["p1 after p2"] })
        }

        @Test func valueGivesAllPostsAndNSNullWhenEmpty() {
            let app = TestApp()
            let ref = Wilddog(url: "\(app.url)/web/saving-data/wildblog/posts")
            let log = Recorder()
            ref.observeEventType(.Value, withBlock: { snapshot in
                log.record(json(snapshot.value))
                if snapshot.value is NSNull { log.record("NSNull") }
            }, withCancelBlock: { error in
                log.record((error as NSError).description)
            })
            #expect(waitUntil { log.log == ["null", "NSNull"] })
            ref.childByAppendingPath("p1").setValue(["title": "COBOL"])
            #expect(waitUntil { log.log.last == #"{"p1":{"title":"COBOL"}}"# })
        }

        // MARK: Querying: the dinosaurs

        static var dinosaurs: [String: Any] {
            [
                "bruhathkayosaurus": ["height": 25, "length": 44, "weight": 135_000],
                "lambeosaurus": ["height": 2.1, "length": 12.5, "weight": 5000],
                "linhenykus": ["height": 0.6, "length": 1, "weight": 3],
                "pterodactyl": ["height": 0.6, "length": 0.8, "weight": 2],
                "stegosaurus": ["height": 4, "length": 9, "weight": 2500],
                "triceratops": ["height": 3, "length": 8, "weight": 11_000],
            ]
        }

        static var scores: [String: Any] {
            ["bruhathkayosaurus": 55, "lambeosaurus": 21, "linhenykus": 80, "pterodactyl": 93, "stegosaurus": 5, "triceratops": 22]
        }

        /// The dinosaur facts app: `/dinosaurs` and `/scores`.
        static func dinosaurFacts(_ name: String = #function) -> TestApp {
            let app = TestApp(name)
            app.seed(["dinosaurs": dinosaurs, "scores": scores])
            return app
        }

        /// The lines a seed example prints from its `ChildAdded` block.
        static func printed(_ query: WQuery, _ line: @escaping (WDataSnapshot) -> String?) -> [String] {
            let log = Recorder()
            let handle = query.observeEventType(.ChildAdded, withBlock: { snapshot in
                if let text = line(snapshot) { log.record(text) }
            })
            _ = read(query)
            query.removeObserverWithHandle(handle)
            return log.log
        }

        @Test func orderByChildHeight() {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            let lines = Self.printed(ref.queryOrderedByChild("height")) { snapshot in
                guard let height = (snapshot.value as? [String: Any])?["height"] as? Double else { return nil }
                return "\(snapshot.key) was \(height) meters tall"
            }
            #expect(lines == [
                "linhenykus was 0.6 meters tall", "pterodactyl was 0.6 meters tall", "lambeosaurus was 2.1 meters tall",
                "triceratops was 3.0 meters tall", "stegosaurus was 4.0 meters tall", "bruhathkayosaurus was 25.0 meters tall",
            ])
        }

        @Test func childrenWithoutTheOrderedChildComeFirst() {
            let app = Self.dinosaurFacts()
            app.seed(["name": "unknown"], at: "dinosaurs/mystery")
            #expect(initialChildKeys(app.ref("dinosaurs").queryOrderedByChild("height")).first == "mystery")
        }

        @Test func orderByDeepChildDimensionsHeight() {
            let app = TestApp()
            var nested: [String: Any] = [:]
            for (name, facts) in Self.dinosaurs { nested[name] = ["dimensions": facts] }
            app.seed(nested, at: "dinosaurs")
            let lines = Self.printed(app.ref("dinosaurs").queryOrderedByChild("dimensions/height")) { snapshot in
                guard let height = snapshot.childSnapshotForPath("dimensions/height").value as? Double else { return nil }
                return "\(snapshot.key) \(height)"
            }
            #expect(lines == ["linhenykus 0.6", "pterodactyl 0.6", "lambeosaurus 2.1", "triceratops 3.0", "stegosaurus 4.0",
                              "bruhathkayosaurus 25.0"])
        }

        @Test func orderByKeyIsAlphabetical() {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            #expect(initialChildKeys(ref.queryOrderedByKey())
                == ["bruhathkayosaurus", "lambeosaurus", "linhenykus", "pterodactyl", "stegosaurus", "triceratops"])
        }

        @Test func orderByValueScores() {
            let scoresRef = Wilddog(url: "\(Self.dinosaurFacts().url)/scores")
            let lines = Self.printed(scoresRef.queryOrderedByValue()) { snapshot in
                guard let score = snapshot.value as? Int else { return nil }
                return "The \(snapshot.key) dinosaur's score is \(score)"
            }
            #expect(lines == [
                "The stegosaurus dinosaur's score is 5", "The lambeosaurus dinosaur's score is 21",
                "The triceratops dinosaur's score is 22", "The bruhathkayosaurus dinosaur's score is 55",
                "The linhenykus dinosaur's score is 80", "The pterodactyl dinosaur's score is 93",
            ])
        }

        @Test func limitToLastTwoByWeightFiresTwice() {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            #expect(initialChildKeys(ref.queryOrderedByChild("weight").queryLimitedToLast(2)) == ["triceratops", "bruhathkayosaurus"])
        }

        @Test func limitToFirstTwoByHeightGivesTheShortest() {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            #expect(initialChildKeys(ref.queryOrderedByChild("height").queryLimitedToFirst(2)) == ["linhenykus", "pterodactyl"])
        }

        @Test func topThreeScores() {
            let scoresRef = Wilddog(url: "\(Self.dinosaurFacts().url)/scores")
            let lines = Self.printed(scoresRef.queryOrderedByValue().queryLimitedToLast(3)) { snapshot in
                "The \(snapshot.key) dinosaur's score is \(snapshot.value ?? "nil")"
            }
            #expect(lines == ["The bruhathkayosaurus dinosaur's score is 55", "The linhenykus dinosaur's score is 80",
                              "The pterodactyl dinosaur's score is 93"])
        }

        @Test func startAtThreeMetres() {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            #expect(initialChildKeys(ref.queryOrderedByChild("height").queryStartingAtValue(3))
                == ["triceratops", "stegosaurus", "bruhathkayosaurus"])
        }

        @Test func endAtPterodactylIsInclusive() {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            #expect(initialChildKeys(ref.queryOrderedByKey().queryEndingAtValue("pterodactyl"))
                == ["bruhathkayosaurus", "lambeosaurus", "linhenykus", "pterodactyl"])
        }

        @Test func namesStartingWithB() {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            #expect(initialChildKeys(ref.queryOrderedByKey().queryStartingAtValue("b").queryEndingAtValue("b\u{f8ff}"))
                == ["bruhathkayosaurus"])
        }

        @Test func equalToTwentyFiveMetres() {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            #expect(initialChildKeys(ref.queryOrderedByChild("height").queryEqualToValue(25)) == ["bruhathkayosaurus"])
        }

        @Test func dinosaurJustShorterThanStegosaurus() {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            let answer: String? = waitFor { done in
                ref.childByAppendingPath("stegosaurus").childByAppendingPath("height")
                    .observeEventType(.Value, withBlock: { stegosaurusHeightSnapshot in
                        if let favoriteDinoHeight = stegosaurusHeightSnapshot.value as? Double {
                            let queryRef = ref.queryOrderedByChild("height").queryEndingAtValue(favoriteDinoHeight).queryLimitedToLast(2)
                            queryRef.observeSingleEventOfType(.Value, withBlock: { querySnapshot in
                                if querySnapshot.childrenCount == 2 {
                                    let child: WDataSnapshot = querySnapshot.children.nextObject() as! WDataSnapshot
                                    done("The dinosaur just shorter than the stegasaurus is \(child.key)")
                                } else {
                                    done("The stegosaurus is the shortest dino")
                                }
                            })
                        }
                    })
            }
            #expect(answer == "The dinosaur just shorter than the stegasaurus is triceratops")
        }

        @Test func onlyOneOrderByPerQuery() throws {
            let ref = Self.dinosaurFacts().ref("dinosaurs")
            let error = try #require(QueryTests.rejection(ref.queryOrderedByChild("height").queryOrderedByChild("weight")))
            #expect(error.localizedDescription.contains("queryOrderedByChild"))
        }

        // MARK: Ordering rules with mixed types

        static var mixedScores: [String: Any] {
            [
                "no1": ["name": "tyrannosaurus", "score": "120"], "no2": ["name": "bruhathkayosaurus", "score": 55],
                "no3": ["name": "lambeosaurus", "score": 21], "no4": ["name": "linhenykus", "score": 80],
                "no5": ["name": "pterodactyl", "score": 93], "no6": ["name": "stegosaurus", "score": 5],
                "no7": ["name": "triceratops", "score": 22], "no8": ["name": "brontosaurus", "score": true],
            ]
        }

        @Test func mixedChildScoresStartAtSixtyGiveOnlyNumbers() {
            let app = TestApp()
            app.seed(Self.mixedScores, at: "scores")
            let query = app.ref("scores").queryOrderedByChild("score").queryStartingAtValue(60).queryLimitedToFirst(4)
            #expect(json(read(query)?.value) == #"{"no4":{"name":"linhenykus","score":80},"no5":{"name":"pterodactyl","score":93}}"#)
        }

        @Test func mixedValueScoresStartAtSixtyGiveOnlyNumbers() {
            let app = TestApp()
            app.seed(["tyrannosaurus": "120", "brontosaurus": true].merging(Self.scores) { a, _ in a }, at: "scores")
            let query = app.ref("scores").queryOrderedByValue().queryStartingAtValue(60).queryLimitedToFirst(4)
            #expect(json(read(query)?.value) == #"{"linhenykus":80,"pterodactyl":93}"#)
        }

        @Test func mixedValuesWithoutBoundsOrderByType() {
            let app = TestApp()
            app.seed(["tyrannosaurus": "120", "brontosaurus": true, "x": ["an": "object"]].merging(Self.scores) { a, _ in a }, at: "scores")
            #expect(initialChildKeys(app.ref("scores").queryOrderedByValue()) == [
                "brontosaurus", "stegosaurus", "lambeosaurus", "triceratops", "bruhathkayosaurus", "linhenykus", "pterodactyl",
                "tyrannosaurus", "x",
            ])
        }

        @Test func priorityOrderingRules() {
            let app = TestApp()
            app.seed([
                "none-b": 1, "none-a": 1, "10": 1, "9": 1,
                "num-big": [".value": 1, ".priority": 100], "num-small": [".value": 1, ".priority": -1.5],
                "num-tie-b": [".value": 1, ".priority": 7], "num-tie-a": [".value": 1, ".priority": 7],
                "str-z": [".value": 1, ".priority": "zed"], "str-a": [".value": 1, ".priority": "alpha"],
            ])
            #expect(initialChildKeys(app.root.queryOrderedByPriority()) == [
                "9", "10", "none-a", "none-b", "num-small", "num-tie-a", "num-tie-b", "num-big", "str-a", "str-z",
            ])
        }
    }
}
