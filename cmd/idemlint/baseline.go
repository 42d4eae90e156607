package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/report"
)

// Adopting idemlint on a codebase with findings: -baseline=FILE does not
// report the findings a previous run's JSON or SARIF output holds, matched
// by fingerprint, so that only new ones fail CI.

// fingerprintKey names the fingerprint in SARIF's partialFingerprints. v1
// hashed the flagged line's text, so an edit of that line made its
// finding new; v2 hashes the enclosing function's name instead.
const fingerprintKey = "idemlintFinding/v2"

// atLine and colonNum match what moves with unrelated edits in a message:
// "at line N", and the ":N" of "file.go:N" (folded related positions).
var (
	atLine   = regexp.MustCompile(`\bline \d+`)
	colonNum = regexp.MustCompile(`:\d+\b`)
)

// setFingerprints gives each finding, in position order, a fingerprint
// that survives edits elsewhere in its file: a hash of its analyzer, its
// file relative to root, the function it is in (or, outside any function,
// the trimmed text of its line), its message without line numbers,
// whether it is silenced, and how many findings before it in the file
// share all of these (two identical checks in one function stay two).
func setFingerprints(findings []*jsonDiagnostic, root string, src *sources) {
	seen := map[string]int{}
	for _, f := range findings {
		file, line, _ := splitPosn(f.Posn)
		uri, _ := artifactURI(file, root)
		where := "line " + strings.TrimSpace(src.line(file, line))
		if fn := src.funcAt(file, line); fn != "" {
			where = "func " + fn
		}
		silenced := ""
		if n := len(f.Related); n > 0 {
			if _, ok := report.Silenced(f.Related[n-1].Message); ok {
				silenced = "silenced"
			}
		}
		msg := colonNum.ReplaceAllString(atLine.ReplaceAllString(f.Message, "line"), "")
		key := strings.Join([]string{f.analyzer, uri, where, msg, silenced}, "\x00")
		seen[key]++
		sum := sha256.Sum256([]byte(key + "\x00" + strconv.Itoa(seen[key])))
		f.Fingerprint = hex.EncodeToString(sum[:16])
	}
}

// funcSpan is the extent of a function declaration, in lines.
type funcSpan struct {
	start, end int
	name       string // "F", or "T.M" for a method of T or *T
}

// funcAt returns the name of the function declaration whose body or
// signature holds line of file (a function literal counts as the
// declaration around it), or "" outside any.
func (s *sources) funcAt(file string, line int) string {
	spans, ok := s.funcs[file]
	if !ok {
		fset := token.NewFileSet()
		f, _ := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if f != nil {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					spans = append(spans, funcSpan{fset.Position(fd.Pos()).Line, fset.Position(fd.End()).Line, funcName(fd)})
				}
			}
		}
		s.funcs[file] = spans
	}
	for _, sp := range spans {
		if sp.start <= line && line <= sp.end {
			return sp.name
		}
	}
	return ""
}

// funcName names a declaration without its receiver's pointer or type
// parameters.
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
			continue
		case *ast.IndexExpr:
			t = x.X
			continue
		case *ast.IndexListExpr:
			t = x.X
			continue
		case *ast.ParenExpr:
			t = x.X
			continue
		case *ast.Ident:
			return x.Name + "." + fd.Name.Name
		}
		return fd.Name.Name
	}
}

// readBaseline returns the fingerprints of the findings in a previous
// output of idemlint: -format=sarif (partialFingerprints) or -format=json
// (each finding's "fingerprint").
func readBaseline(name string) (map[string]bool, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, fmt.Errorf("%s is not the output of idemlint -format=json or -format=sarif: %v", name, err)
	}
	if _, ok := top["runs"]; ok && top["version"] != nil {
		return sarifBaseline(name, data)
	}
	return jsonBaseline(name, top)
}

// errNoFingerprint says a baseline predates the fingerprints this binary
// computes.
var errNoFingerprint = errors.New("a finding without idemlint's " + fingerprintKey + " fingerprint (written by an older idemlint? write the baseline again)")

func sarifBaseline(name string, data []byte) (map[string]bool, error) {
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name string `json:"name"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				PartialFingerprints map[string]string `json:"partialFingerprints"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &log); err != nil {
		return nil, fmt.Errorf("%s is not a SARIF log: %v", name, err)
	}
	known := map[string]bool{}
	for _, run := range log.Runs {
		if run.Tool.Driver.Name != "idemlint" {
			return nil, fmt.Errorf("%s holds a SARIF run of %q, not of idemlint", name, run.Tool.Driver.Name)
		}
		for _, r := range run.Results {
			fp := r.PartialFingerprints[fingerprintKey]
			if fp == "" {
				return nil, fmt.Errorf("%s: %w", name, errNoFingerprint)
			}
			known[fp] = true
		}
	}
	return known, nil
}

// jsonBaseline reads -format=json's document: package → analyzer →
// findings.
func jsonBaseline(name string, top map[string]json.RawMessage) (map[string]bool, error) {
	known := map[string]bool{}
	for pkg, raw := range top {
		var byAnalyzer map[string][]struct {
			Posn        string `json:"posn"`
			Fingerprint string `json:"fingerprint"`
		}
		if err := json.Unmarshal(raw, &byAnalyzer); err != nil {
			return nil, fmt.Errorf("%s is not the output of idemlint -format=json or -format=sarif: under %q: %v", name, pkg, err)
		}
		for _, diags := range byAnalyzer {
			for _, d := range diags {
				if d.Fingerprint == "" {
					return nil, fmt.Errorf("%s: %s: %w", name, d.Posn, errNoFingerprint)
				}
				known[d.Fingerprint] = true
			}
		}
	}
	return known, nil
}
