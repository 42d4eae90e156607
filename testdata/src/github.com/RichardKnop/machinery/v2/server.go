// Package machinery is an idemlint test stub of github.com/RichardKnop/machinery (v2): only the declarations the tests use, with the real names, receivers and parameter names.
package machinery

// Server is the main Machinery object.
type Server struct{}

// RegisterTasks registers all tasks at once.
func (server *Server) RegisterTasks(namedTaskFuncs map[string]interface{}) error { return nil }

// RegisterTask registers a single task.
func (server *Server) RegisterTask(name string, taskFunc interface{}) error { return nil }
