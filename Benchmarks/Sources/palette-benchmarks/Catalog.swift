import BenchmarkSupport

/// Every scenario, in the order they run and are reported.
///
/// Each feature contributes its own table; add a file with an `all` list and name it here.
/// Still to come, with the features they measure: custom token read falling back three levels,
/// 100-token theme document decode + validate, DTCG import of 1,000 tokens, switching with live
/// bindings and memory per binding, legacy importers.
enum Catalog {
    static var all: [Scenario] {
        RoleReadScenarios.all
            + PayloadScenarios.all
            + RegistryScenarios.all
            + SwitchScenarios.all
            + MemoryScenarios.all
            + ProcessScenarios.all
    }
}
