// Package cobra is a stub of github.com/spf13/cobra@v1.10.2: the
// declarations the test module uses, with their real names.
package cobra

// Command is a command-line command.
type Command struct {
	Use  string
	RunE func(cmd *Command, args []string) error
}

// Execute runs the command.
func (c *Command) Execute() error { return c.RunE(c, nil) }
