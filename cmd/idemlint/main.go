// Command idemlint reports code that is not safe to run twice under
// at-least-once delivery: queue consumers, background jobs and webhook
// handlers.
//
// Standalone:
//
//	idemlint ./...
//
// As a vet tool:
//
//	go vet -vettool=$(which idemlint) ./...
//
// Run idemlint -help for the analyzers and their flags. Exit status:
// 0 when clean, 3 when there are findings, 1 on error (standalone);
// go vet exits 1 on findings.
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/idemlint/idemlint/analyzers/ackorder"
	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/analyzers/effectbeforeclaim"
	"github.com/idemlint/idemlint/analyzers/randomkey"
	"github.com/idemlint/idemlint/internal/model"
)

func main() {
	multichecker.Main(
		model.Analyzer, // reports malformed //idemlint: directives; owns the -idemlint.* flags
		checkthenact.Analyzer,
		effectbeforeclaim.Analyzer,
		randomkey.Analyzer,
		ackorder.Analyzer,
	)
}
