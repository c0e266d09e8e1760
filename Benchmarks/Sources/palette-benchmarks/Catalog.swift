import BenchmarkSupport

/// Every scenario, in the order they run and are reported.
///
/// Each feature contributes its own table; add a file with an `all` list and name it here.
enum Catalog {
    static var all: [Scenario] {
        RoleReadScenarios.all
            + TokenScenarios.all
            + KeyReadScenarios.all
            + PayloadScenarios.all
            + RegistryScenarios.all
            + DocumentScenarios.all
            + GenerationScenarios.all
            + BindingScenarios.all
            + SwitchScenarios.all
            + MemoryScenarios.all
            + ProcessScenarios.all
            + CompositeImportScenarios.all
            + CodegenScenarios.all
            + PackageScenarios.all
    }
}
