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
	"fmt"
	"os"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/idemlint/idemlint/analyzers/ackorder"
	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/analyzers/effectbeforeclaim"
	"github.com/idemlint/idemlint/analyzers/randomkey"
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
	args := os.Args[1:]
	v, hasV := versionFlag(args)
	switch {
	case len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help"),
		len(args) == 1 && args[0] == "help":
		usage(os.Stdout, analyzers)
	case len(args) > 0 && args[0] == "version",
		hasV && (v == "" || v == "true"):
		fmt.Println(version())
	case hasV && v != "full":
		fmt.Fprintf(os.Stderr, "idemlint: -V=%s: want -V=full (go vet's question) or -V alone\n", v)
		os.Exit(exitUsage)
	case len(args) > 0 && args[0] == "lsp":
		os.Exit(serveLSP(analyzers, args[1:], os.Stdin, os.Stdout, os.Stderr))
	case vetProtocol(args):
		multichecker.Main(analyzers...)
	default:
		os.Exit(drive(analyzers, args, os.Stdout, os.Stderr))
	}
}
