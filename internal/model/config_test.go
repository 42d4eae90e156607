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
		module, main bool
		imports      []string
		admit, never bool
	}{
		{"example.com/repo", false, false, nil, true, false},
		{"example.com/svc", false, false, []string{"example.com/repo"}, true, false},
		{"example.com/mailer", false, false, []string{"gopkg.in/gomail.v2"}, true, false},
		{"example.com/other", false, false, []string{"strings", "time"}, false, false},
		{"example.com/db", false, false, []string{"database/sql"}, true, false},
		{"database/sql", false, false, []string{"context"}, false, true},
		// Below a ubiquitous catalog package, a package no row names
		// admits no more than the package itself.
		{"example.com/counter", false, false, []string{"sync/atomic"}, false, false},
		{"example.com/ids", false, false, []string{"math/rand/v2"}, true, false},
		// A key helper: a package of the program that imports a hashing
		// package, in a module named with a dot or without one; not the
		// standard library's.
		{"example.com/keyhelper", false, false, []string{"crypto/sha256", "fmt"}, true, false},
		{"svc/keyhelper", true, false, []string{"crypto/sha256", "fmt"}, true, false},
		{"crypto/tls", false, false, []string{"crypto/sha256"}, false, false},
		// A catalogued library is never analysed as a dependency, but is
		// as the main module, its maintainers' own program.
		{"github.com/apache/pulsar-client-go/pulsar", true, false, nil, false, true},
		{"github.com/apache/pulsar-client-go/pulsar", true, true, nil, true, false},
	} {
		admit, never := GateImports(c.path, c.module, c.main, c.imports, named)
		if admit != c.admit || never != c.never {
			t.Errorf("GateImports(%q, %q) = %v, %v; want %v, %v", c.path, c.imports, admit, never, c.admit, c.never)
		}
	}
}

// TestGate checks the rest of the gate: an import that exported summaries
// admits its importer, unless it is of the standard library and the
// importer lies outside its tree (as foreignStd decides), and a directive
// or a send of the main module admits.
func TestGate(t *testing.T) {
	summarised := func(imp string) bool {
		return imp == "context" || imp == "text/template/parse" || imp == "example.com/wrap"
	}
	none := func() bool { return false }
	for _, c := range []struct {
		path       string
		imports    []string
		directives bool
		sends      bool
		want       bool
	}{
		{"example.com/svc", []string{"example.com/wrap"}, false, false, true},
		{"example.com/svc", []string{"context"}, false, false, false},
		{"text/template", []string{"context"}, false, false, false},
		{"text/template", []string{"text/template/parse"}, false, false, true},
		{"example.com/svc", []string{"strings"}, true, false, true},
		{"example.com/svc", []string{"strings"}, false, false, false},
		{"example.com/svc/queue", nil, false, true, true},
	} {
		directives, sends := none, none
		if c.directives {
			directives = func() bool { return true }
		}
		if c.sends {
			sends = func() bool { return true }
		}
		if got := Gate(c.path, false, false, c.imports, nil, summarised, directives, sends); got != c.want {
			t.Errorf("Gate(%q, %q, directives=%v, sends=%v) = %v, want %v", c.path, c.imports, c.directives, c.sends, got, c.want)
		}
	}
}
