// Package directive parses idemlint's comment directives: the declaration
// directives a user puts on their own functions (//idemlint:handler and the
// like), the //idemlint:ignore suppression, and golangci-lint's //nolint forms
// that idemlint honours. Like //go: directives, a directive has no space after
// the slashes. The package imports only the standard library.
package directive

import (
	"go/ast"
	"go/token"
	"slices"
	"strings"
)

// Prefix starts every idemlint directive.
const Prefix = "//idemlint:"

// Kind says which directive a comment is.
type Kind uint8

// The directive kinds. Handler through KeySink are declaration directives.
const (
	Unknown    Kind = iota // an //idemlint: verb idemlint does not know
	Handler                // the function runs once per delivery
	Check                  // the function is a CHECK
	Claim                  // the function is a CLAIM
	Effect                 // the function is an EFFECT
	Ack                    // the function is an ACK
	KeySink                // the function is a KEY SINK; optional argument: the key parameter
	KindIgnore             // suppresses findings on its line and the line below
)

var kindNames = [...]string{
	Unknown:    "unknown",
	Handler:    "handler",
	Check:      "check",
	Claim:      "claim",
	Effect:     "effect",
	Ack:        "ack",
	KeySink:    "keysink",
	KindIgnore: "ignore",
}

// String returns the verb of k as written in a directive, or "unknown".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// decl reports whether k belongs in a function's doc comment.
func (k Kind) decl() bool { return k >= Handler && k <= KeySink }

func kindOf(verb string) Kind {
	for k, name := range kindNames {
		if Kind(k) != Unknown && name == verb {
			return Kind(k)
		}
	}
	return Unknown
}

// Directive is one parsed //idemlint: comment.
type Directive struct {
	Kind Kind
	Verb string    // the word after "idemlint:" as written
	Args []string  // fields after the verb; for ignore, the analyzer list first, then the reason words
	Pos  token.Pos // position of the comment
}

// Parse parses one comment's text (as in ast.Comment.Text). ok is false when
// the comment is not an //idemlint: directive.
func Parse(text string, pos token.Pos) (d Directive, ok bool) {
	rest, ok := strings.CutPrefix(text, Prefix)
	if !ok {
		return Directive{}, false
	}
	d = Directive{Pos: pos}
	if fields := strings.Fields(rest); len(fields) > 0 {
		d.Verb = fields[0]
		if len(fields) > 1 {
			d.Args = fields[1:]
		}
	}
	d.Kind = kindOf(d.Verb)
	return d, true
}

// OfDecl returns the declaration directives (not ignore, not unknown ones) in
// a function declaration's doc comment.
func OfDecl(doc *ast.CommentGroup) []Directive {
	if doc == nil {
		return nil
	}
	var ds []Directive
	for _, c := range doc.List {
		if d, ok := Parse(c.Text, c.Slash); ok && d.Kind.decl() {
			ds = append(ds, d)
		}
	}
	return ds
}

// An Ignore is one suppression comment in a file: //idemlint:ignore or a
// //nolint form that covers idemlint.
type Ignore struct {
	Analyzers []string // nil for //nolint forms that cover every analyzer (nolint, nolint:all, nolint:idemlint); the names listed otherwise (nolint:checkthenact)
	Reason    string
	Line      int // line of the comment
	Pos       token.Pos
	NoLint    bool // came from //nolint
	// Trailing reports a comment that follows code on its line: it covers
	// that line only, as golangci-lint's //nolint does.
	Trailing bool
}

// Covers reports whether the ignore silences analyzer at line: the comment's
// own line, or the line below it when the comment stands on a line of its
// own. An //idemlint:ignore without a reason silences nothing; it is
// reported by Problems instead.
func (ig *Ignore) Covers(analyzer string, line int) bool {
	if line != ig.Line && (ig.Trailing || line != ig.Line+1) {
		return false
	}
	if ig.NoLint {
		return ig.Analyzers == nil || slices.Contains(ig.Analyzers, analyzer)
	}
	if ig.Reason == "" {
		return false
	}
	return slices.Contains(ig.Analyzers, analyzer)
}

// Ignores returns every suppression comment in a file, in source order.
// //nolint forms that name only other linters are not suppressions of ours
// and are left out. Lines ignore //line directives, as analyzers'
// positions do when compared through token.File.Line.
func Ignores(fset *token.FileSet, f *ast.File) []Ignore {
	var igs []Ignore
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			ig, ok := parseIgnore(c.Text)
			if !ok {
				continue
			}
			ig.Pos = c.Slash
			ig.Line = fset.PositionFor(c.Slash, false).Line
			igs = append(igs, ig)
		}
	}
	if len(igs) > 0 {
		markTrailing(fset, f, igs)
	}
	return igs
}

// markTrailing sets Trailing on the ignores that follow code on their line:
// some syntax ends on that line before the comment starts.
func markTrailing(fset *token.FileSet, f *ast.File, igs []Ignore) {
	byLine := map[int][]int{}
	for i := range igs {
		byLine[igs[i].Line] = append(byLine[igs[i].Line], i)
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if _, ok := n.(*ast.CommentGroup); ok {
			return false
		}
		end := n.End()
		for _, i := range byLine[fset.PositionFor(end, false).Line] {
			if end <= igs[i].Pos {
				igs[i].Trailing = true
			}
		}
		return true
	})
}

func parseIgnore(text string) (Ignore, bool) {
	if d, ok := Parse(text, token.NoPos); ok {
		if d.Kind != KindIgnore {
			return Ignore{}, false
		}
		var ig Ignore
		if len(d.Args) > 0 {
			ig.Analyzers = splitList(d.Args[0])
			ig.Reason = strings.Join(d.Args[1:], " ")
		}
		return ig, true
	}
	return parseNoLint(text)
}

// parseNoLint follows golangci-lint: "//nolint" or "// nolint", then the end,
// a space, or a colon and a comma-separated list of linter names; a further
// "//" starts the explanation.
func parseNoLint(text string) (Ignore, bool) {
	rest, ok := strings.CutPrefix(strings.TrimLeft(text, "/ "), "nolint")
	if !ok {
		return Ignore{}, false
	}
	linters, reason, _ := strings.Cut(rest, "//")
	ig := Ignore{NoLint: true, Reason: strings.TrimSpace(reason)}
	switch {
	case rest == "" || rest[0] == ' ' || rest[0] == '\t':
		if ig.Reason == "" {
			ig.Reason = strings.TrimSpace(linters)
		}
		return ig, true
	case rest[0] != ':':
		return Ignore{}, false // e.g. "//nolintfoo"
	}
	var names []string
	for _, name := range strings.Split(linters[1:], ",") {
		switch n := strings.ToLower(strings.TrimSpace(name)); n {
		case "all", "idemlint":
			return ig, true
		case "":
		default:
			names = append(names, n) // one of our analyzers (//nolint:checkthenact), or another linter
		}
	}
	if len(names) == 0 {
		return Ignore{}, false
	}
	ig.Analyzers = names
	return ig, true
}

func splitList(s string) []string {
	var names []string
	for _, name := range strings.Split(s, ",") {
		if name != "" {
			names = append(names, name)
		}
	}
	return names
}

// A Problem is a malformed or misplaced directive.
type Problem struct {
	Pos     token.Pos
	Message string
}

// Problems reports the directives of f that are malformed or misplaced: an
// //idemlint:ignore without an analyzer or a reason, or naming an analyzer not
// in known (not checked when known is empty), an unknown verb, and a
// declaration directive outside a function declaration's doc comment.
func Problems(fset *token.FileSet, f *ast.File, known []string) []Problem {
	inDoc := make(map[*ast.Comment]bool)
	for _, decl := range f.Decls {
		if fd, ok := decl.(*ast.FuncDecl); ok && fd.Doc != nil {
			for _, c := range fd.Doc.List {
				inDoc[c] = true
			}
		}
	}
	knownList := strings.Join(slices.Sorted(slices.Values(known)), ", ")
	var ps []Problem
	report := func(pos token.Pos, msg string) { ps = append(ps, Problem{Pos: pos, Message: msg}) }
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			d, ok := Parse(c.Text, c.Slash)
			if !ok {
				continue
			}
			switch {
			case d.Kind == Unknown:
				report(d.Pos, "unknown directive "+Prefix+d.Verb)
			case d.Kind == KindIgnore:
				if len(d.Args) < 2 || len(splitList(d.Args[0])) == 0 {
					report(d.Pos, "idemlint:ignore needs a reason: //idemlint:ignore <analyzer> <why this is safe>")
				}
				if len(d.Args) == 0 || len(known) == 0 {
					continue
				}
				for _, name := range splitList(d.Args[0]) {
					if !slices.Contains(known, name) {
						report(d.Pos, "idemlint:ignore names unknown analyzer \""+name+"\"; known: "+knownList)
					}
				}
			case !inDoc[c]:
				report(d.Pos, Prefix+d.Verb+" must be in the doc comment of a function declaration")
			}
		}
	}
	return ps
}
