/// A plan or page that holds a kind's marks beside the frame's members, and reads them as its
/// own (`plan.seriesColors` for `plan.marks.seriesColors`), so kind code reads one plan.
@dynamicMemberLookup
package protocol MarksLookup {
    associatedtype Marks
    var marks: Marks { get set }
}

extension MarksLookup {
    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<Marks, Value>) -> Value {
        get { marks[keyPath: keyPath] }
        set { marks[keyPath: keyPath] = newValue }
    }
}
