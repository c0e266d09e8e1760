/// The task's ``ReadObserver``, if one is bound: file readers and parsers tell it what they read.
package enum ReadObservation {
    /// What is told of this task's reads and parses, when one is bound (tests that hold a command
    /// to reading and parsing each file once bind one); `nil` costs one task-local lookup.
    @TaskLocal package static var observer: (any ReadObserver)?
}
