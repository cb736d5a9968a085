/// Elements kept in increasing order of an integer id, appended at the back and usually removed
/// at the front (pending writes, outstanding requests): front removal and lookup by id are
/// O(1) and O(log n) instead of the O(n) of `Array.remove(at: 0)` and a linear search.
package struct OrderedQueue<Element> {
    private var storage: [Element] = []
    private var head = 0
    private let id: (Element) -> Int

    package init(id: @escaping (Element) -> Int) { self.id = id }

    package var isEmpty: Bool { head == storage.count }
    package var count: Int { storage.count - head }

    /// The live elements, oldest first.
    package var elements: ArraySlice<Element> { storage[head...] }

    package var last: Element? { isEmpty ? nil : storage.last }

    /// Appends an element whose id is greater than every id present.
    package mutating func append(_ element: Element) {
        precondition(isEmpty || id(element) > id(storage[storage.count - 1]), "ids must increase")
        storage.append(element)
    }

    /// The position (among live elements, 0 = oldest) of the element with `elementId`.
    package func position(of elementId: Int) -> Int? {
        // Usually the oldest (writes are answered in order).
        if head < storage.count, id(storage[head]) == elementId { return 0 }
        var lo = head, hi = storage.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let midId = id(storage[mid])
            if midId == elementId { return mid - head }
            if midId < elementId { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    package func element(withId elementId: Int) -> Element? {
        position(of: elementId).map { storage[head + $0] }
    }

    /// Removes and returns the element with `elementId`, if present.
    @discardableResult
    package mutating func remove(id elementId: Int) -> Element? {
        guard let position = position(of: elementId) else { return nil }
        return remove(at: position)
    }

    /// Removes the element at `position` (0 = oldest).
    @discardableResult
    package mutating func remove(at position: Int) -> Element {
        let index = head + position
        let element = storage[index]
        if index == head {
            head += 1
            if head == storage.count {
                storage.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1024 && head * 2 >= storage.count {
                storage.removeFirst(head)
                head = 0
            }
        } else {
            storage.remove(at: index)
        }
        return element
    }

    /// Removes every element matching `predicate`.
    package mutating func removeAll(where predicate: (Element) -> Bool) {
        storage.removeSubrange(..<head)
        head = 0
        storage.removeAll(where: predicate)
    }

    package subscript(position: Int) -> Element {
        get { storage[head + position] }
        set { storage[head + position] = newValue }
    }

    package var indices: Range<Int> { 0..<count }
}
