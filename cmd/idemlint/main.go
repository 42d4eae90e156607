// Command idemlint reports code that is not safe to run twice under
// at-least-once delivery: queue consumers, background jobs and webhook
// handlers.
//
// Standalone, it analyses the packages in one process, with a result
// cache, and prints each finding once:
//
//	idemlint ./...
//
// As a vet tool:
//
//	go vet -vettool=$(which idemlint) ./...
//
// As a language server over stdio, for an editor's LSP client (next to
// gopls): it analyses the package of each Go file opened or saved, in
// process, with the standalone command's driver and cache (internal/lsp):
//
//	idemlint lsp
//
// Run idemlint -help (or idemlint help) for the analyzers and their
// flags, idemlint help <analyzer> for one analyzer's documentation,
// idemlint version (or -V) for the version. Exit status (standalone): 0 when clean, 1 on errors, 2 on a bad
// command line, 3 when there are findings; go vet exits 1 on findings.
package main

import (
	"os"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/ackorder"
	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/analyzers/effectbeforeclaim"
	"github.com/idemlint/idemlint/analyzers/randomkey"
	"github.com/idemlint/idemlint/internal/command"
	"github.com/idemlint/idemlint/internal/model"
)

func main() {
	analyzers := []*analysis.Analyzer{
		model.Analyzer, // reports malformed //idemlint: directives; owns the -idemlint.* flags
		checkthenact.Analyzer,
		effectbeforeclaim.Analyzer,
		randomkey.Analyzer,
		ackorder.Analyzer,
	}
	os.Exit(command.Main(analyzers, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
