// Package text writes findings as go vet prints them: one line a finding,
// "path:line:col: message (analyzer)", its related positions on lines
// indented with a tab.
package text

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/idemlint/idemlint/internal/output"
)

// Write writes the findings to w, their paths relative to the working
// directory wd where they lie below it.
func Write(w io.Writer, wd string, findings []*output.Finding) {
	for _, f := range findings {
		fmt.Fprintf(w, "%s: %s (%s)\n", relPosn(wd, f.Posn), f.Message, f.Analyzer)
		for _, r := range f.Related {
			fmt.Fprintf(w, "\t%s: %s\n", relPosn(wd, r.Posn), r.Message)
		}
	}
}

// relPosn writes a position relative to the working directory when it lies
// below it, as go vet prints them.
func relPosn(wd, posn string) string {
	file, _, _ := output.SplitPosn(posn)
	if wd == "" || !filepath.IsAbs(file) {
		return posn
	}
	rel, err := filepath.Rel(wd, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return posn
	}
	return rel + posn[len(file):]
}
