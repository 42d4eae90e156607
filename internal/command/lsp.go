package command

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/lsp"
	"github.com/idemlint/idemlint/internal/model"
)

// serveLSP runs idemlint lsp, the language server of internal/lsp, and
// returns its exit status: 2 at once when the command line does not parse
// (an unknown flag, a flag without its value, a package pattern or a
// flag of the standalone command's output), else the server's. A flag
// whose value an analyzer rejects is the server's to show the user.
func serveLSP(analyzers []*analysis.Analyzer, args []string, stdin io.ReadCloser, stdout io.WriteCloser, stderr io.Writer) int {
	o, err := parseArgs(analyzers, args)
	if err == nil && (o.format != "text" || o.stats || o.baseline != "" || o.newFromRev != "" || o.cpuProfile != "" || o.memProfile != "" || len(o.patterns) != 1 || o.patterns[0] != ".") {
		err = errors.New("lsp takes the analyzers' flags and -tags only: the package is that of each file opened")
	}
	if err != nil {
		fmt.Fprintln(stderr, "idemlint lsp:", err)
		return exitUsage
	}
	cfg := &lsp.Config{Docs: map[string]string{}, Version: strings.TrimPrefix(version(), "idemlint "), Model: model.Analyzer}
	for _, a := range analyzers {
		cfg.Docs[a.Name] = a.URL // SARIF's helpUri too
	}
	if dc, err := configure(analyzers, o); err != nil {
		cfg.FlagError = err
	} else {
		cfg.Driver = *dc
	}
	setMemoryLimit()
	return lsp.Serve(cfg, stdin, stdout, stderr)
}
