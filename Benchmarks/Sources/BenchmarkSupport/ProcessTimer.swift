import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times whole processes: spawn, run to exit, reap.
///
/// It uses `posix_spawn` and `waitpid` directly rather than Foundation's `Process`, whose
/// `waitUntilExit()` polls a run loop and would add its polling interval to every figure.
public struct ProcessTimer {
    /// Why a process could not be timed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// The executable.
    public var executable: String
    /// Its arguments, without the program name.
    public var arguments: [String]
    /// Its environment, as `NAME=value` strings.
    public var environment: [String]

    /// Creates a timer for one command line.
    public init(executable: String, arguments: [String], environment: [String: String]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment.map { "\($0.key)=\($0.value)" }.sorted()
    }

    /// Runs the process once with its standard output and error sent to `/dev/null`.
    ///
    /// - Returns: The wall-clock time from spawn to reaped exit, in nanoseconds.
    /// - Throws: ``Failure`` when it cannot be spawned or does not exit with status 0.
    public func run() throws -> Double {
        try measure().wallNanoseconds
    }

    /// Runs the process once, as ``run()`` does, and reports its CPU time and peak memory too.
    ///
    /// - Throws: ``Failure`` when it cannot be spawned or does not exit with status 0.
    public func measure() throws -> ProcessUsage {
        var actions = Self.makeFileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        var status: Int32 = 0
        var spawnError: Int32 = 0
        var usage = rusage()
        let elapsed = Stopwatch.nanoseconds {
            spawnError = posix_spawn(&pid, executable, &actions, nil, argv, envp)
            guard spawnError == 0 else { return }
            while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        }
        guard spawnError == 0 else {
            throw Failure(description: "cannot run '\(executable)': \(String(cString: strerror(spawnError)))")
        }
        // Exited normally (no signal) with status 0: the low 7 bits are 0 and the next 8 are 0.
        guard status == 0 else {
            throw Failure(
                description: "'\(executable) \(arguments.joined(separator: " "))' ended with status \(status)"
            )
        }
        func nanoseconds(_ time: timeval) -> Double {
            Double(time.tv_sec) * 1_000_000_000 + Double(time.tv_usec) * 1_000
        }
        #if canImport(Darwin)
        let residentUnit = 1.0  // bytes on Darwin
        #else
        let residentUnit = 1024.0  // kilobytes on Linux
        #endif
        return ProcessUsage(
            wallNanoseconds: elapsed,
            cpuNanoseconds: nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime),
            maximumResidentBytes: Double(usage.ru_maxrss) * residentUnit
        )
    }

    #if canImport(Darwin)
    private static func makeFileActions() -> posix_spawn_file_actions_t? {
        var actions: posix_spawn_file_actions_t?
        posix_spawn_file_actions_init(&actions)
        return actions
    }
    #else
    private static func makeFileActions() -> posix_spawn_file_actions_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        return actions
    }
    #endif
}
