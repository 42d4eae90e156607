package catalog

// Command-line libraries: the function a command runs is start-up code,
// run once when the command is invoked, never redelivered
// (spf13/cobra v1.10.2, urfave/cli v2.27.7).
var cli = concat(
	startupFields("github.com/spf13/cobra", "Command",
		"Run", "RunE", "PreRun", "PreRunE", "PersistentPreRun", "PersistentPreRunE",
		"PostRun", "PostRunE", "PersistentPostRun", "PersistentPostRunE"),
	startupFields("github.com/urfave/cli", "Command", "Action", "Before", "After"),
	startupFields("github.com/urfave/cli", "App", "Action", "Before", "After"),
)

// startupFields lists StartupCallback rows: fields of recv, in the package
// at path, that hold a command's function.
func startupFields(path, recv string, names ...string) []Row {
	rows := make([]Row, 0, len(names))
	for _, name := range names {
		rows = append(rows, Row{Path: path, Recv: recv, Name: name, Object: Field, Role: StartupCallback})
	}
	return rows
}
