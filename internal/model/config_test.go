package model

import "testing"

// TestFunctionNameFlags checks that the flags naming functions take full
// names and reject anything else with a clear error.
func TestFunctionNameFlags(t *testing.T) {
	for _, ok := range []string{
		"example.com/mail.Send",
		"(*example.com/repo.Store).Seen",
		"(example.com/repo.Store).Seen",
		"gopkg.in/gomail.v2.Send",
		"example.com/a/b.Func,example.com/c.G",
	} {
		if err := new(listFlag).Set(ok); err != nil {
			t.Errorf("Set(%q) = %v, want nil", ok, err)
		}
	}
	for _, bad := range []string{"Send", "mail.Send()", "(*Store).Seen", "example.com/repo.Store.Seen.x(", "example.com/x. Send"} {
		if err := new(listFlag).Set(bad); err == nil {
			t.Errorf("Set(%q) = nil, want an error", bad)
		}
	}
}

// TestGateImports checks that a function named by a flag admits only its
// own package and the packages importing it, so that a flag naming one
// function does not make every package of a build pass the gate.
func TestGateImports(t *testing.T) {
	named := []string{"(*example.com/repo.Store).Seen", "gopkg.in/gomail.v2.Send"}
	for _, c := range []struct {
		path         string
		imports      []string
		admit, never bool
	}{
		{"example.com/repo", nil, true, false},
		{"example.com/svc", []string{"example.com/repo"}, true, false},
		{"example.com/mailer", []string{"gopkg.in/gomail.v2"}, true, false},
		{"example.com/other", []string{"strings", "time"}, false, false},
		{"example.com/db", []string{"database/sql"}, true, false},
		{"database/sql", []string{"context"}, false, true},
	} {
		admit, never := GateImports(c.path, c.imports, named)
		if admit != c.admit || never != c.never {
			t.Errorf("GateImports(%q, %q) = %v, %v; want %v, %v", c.path, c.imports, admit, never, c.admit, c.never)
		}
	}
}
