import PackagePlugin

/// Declares Apple's named constants from the `.constants` tables in a
/// target's folder (see `Plugins/ConstantsGenerator/Table.swift` for the
/// format): each table becomes one generated Swift file of the target.
@main
struct AppleConstants: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let generator = try context.tool(named: "ConstantsGenerator")
        return target.sourceFiles(withSuffix: "constants").map { table in
            let output = context.pluginWorkDirectoryURL.appending(path: table.url.lastPathComponent + ".swift")
            return .buildCommand(displayName: "Declaring the constants of \(table.url.lastPathComponent)",
                                 executable: generator.url,
                                 arguments: [table.url.path(), output.path()],
                                 inputFiles: [table.url], outputFiles: [output])
        }
    }
}
