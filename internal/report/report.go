// Package report is the one funnel through which every idemlint analyzer
// reports. It drops diagnostics silenced by //idemlint:ignore or a //nolint
// form, since neither go vet nor golangci-lint's plugin driver filters them
// for us, and optionally folds related information into the message for
// drivers that would otherwise show it as separate issues.
package report

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/directive"
)

// Reporter filters and reports the diagnostics of one analyzer on one pass.
// It is not safe for concurrent use.
type Reporter struct {
	pass *analysis.Pass
	opts Options

	// files maps each file of the pass to its syntax; ignores caches the
	// suppressions of the files a diagnostic has landed in so far, so files
	// without findings are never scanned.
	files   map[*token.File]*ast.File
	ignores map[*token.File][]directive.Ignore
}

// Options say how a Reporter reports.
type Options struct {
	// Fold writes related information into the message as " (see also:
	// <label> at <file:line>; ...)" and drops it from Related, for
	// golangci-lint, which turns Related entries into separate issues that a
	// //nolint on the finding's line does not cover.
	Fold bool
	// ShowIgnored reports silenced findings too, each with a last related
	// entry at the directive whose message starts with IgnoredBy: for SARIF,
	// whose suppressions show them as suppressed.
	ShowIgnored bool
}

// IgnoredBy starts the message of the related entry that marks a
// silenced finding: "silenced by //idemlint:ignore: <reason>", "silenced
// by //nolint: <reason>" (golangci-lint's explanation after a second
// "//"), or "silenced by //nolint" when it gives none.
const IgnoredBy = "silenced by "

// Silenced reports whether message is that of the related entry marking a
// silenced finding, and returns the directive's reason ("" if it has none).
func Silenced(message string) (reason string, ok bool) {
	how, ok := strings.CutPrefix(message, IgnoredBy)
	if !ok {
		return "", false
	}
	_, reason, _ = strings.Cut(how, ": ")
	return reason, true
}

// New prepares a Reporter for pass.
func New(pass *analysis.Pass, opts Options) *Reporter {
	files := make(map[*token.File]*ast.File, len(pass.Files))
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.FileStart); tf != nil {
			files[tf] = f
		}
	}
	return &Reporter{pass: pass, opts: opts, files: files, ignores: make(map[*token.File][]directive.Ignore)}
}

// Report reports d unless an //idemlint:ignore naming the pass's analyzer, or
// a //nolint form covering idemlint, is on the line of d.Pos or the line
// above. Apart from folding, d is reported unchanged.
func (r *Reporter) Report(d analysis.Diagnostic) {
	if ig := r.suppressed(d.Pos); ig != nil {
		if !r.opts.ShowIgnored {
			return
		}
		how := "//idemlint:ignore: " + ig.Reason
		if ig.NoLint {
			how = "//nolint"
			if ig.Reason != "" {
				how += ": " + ig.Reason
			}
		}
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: ig.Pos, End: ig.Pos, Message: IgnoredBy + how})
		r.pass.Report(d)
		return
	}
	if r.opts.Fold && len(d.Related) > 0 {
		d.Message += r.seeAlso(d.Related)
		d.Related = nil
	}
	r.pass.Report(d)
}

// Reportf reports a diagnostic over rng with the given category and related
// information.
func (r *Reporter) Reportf(rng analysis.Range, category string, related []analysis.RelatedInformation, format string, args ...any) {
	r.Report(analysis.Diagnostic{
		Pos:      rng.Pos(),
		End:      rng.End(),
		Category: category,
		Message:  fmt.Sprintf(format, args...),
		Related:  related,
	})
}

// Related builds the related information for the range pos to end.
func (r *Reporter) Related(pos, end token.Pos, label string) analysis.RelatedInformation {
	return analysis.RelatedInformation{Pos: pos, End: end, Message: label}
}

// suppressed returns the directive that silences a finding at pos, or nil.
func (r *Reporter) suppressed(pos token.Pos) *directive.Ignore {
	tf := r.pass.Fset.File(pos)
	if tf == nil {
		return nil
	}
	igs, ok := r.ignores[tf]
	if !ok {
		if f := r.files[tf]; f != nil {
			igs = directive.Ignores(r.pass.Fset, f)
		}
		r.ignores[tf] = igs
	}
	if len(igs) == 0 {
		return nil
	}
	line := tf.Line(pos)
	for i := range igs {
		if igs[i].Covers(r.pass.Analyzer.Name, line) {
			return &igs[i]
		}
	}
	return nil
}

// seeAlso renders related information as a message suffix. Files are named
// by base name to keep messages short and independent of the checkout path.
func (r *Reporter) seeAlso(related []analysis.RelatedInformation) string {
	var b strings.Builder
	b.WriteString(" (see also: ")
	for i, rel := range related {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(rel.Message)
		if p := r.pass.Fset.Position(rel.Pos); p.IsValid() {
			fmt.Fprintf(&b, " at %s:%d", filepath.Base(p.Filename), p.Line)
		}
	}
	b.WriteString(")")
	return b.String()
}
