// Package output holds what the standalone command prints, whatever the
// format: the findings of a run, each once, in position order, with the
// fingerprints -baseline matches and SARIF carries. One package below it
// writes each format: text (go vet's lines), jsonout (go vet's -json
// document) and sarif (a SARIF 2.1.0 log).
package output

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/driver"
)

// Finding is one finding of a run, its positions printed as
// file:line:col as go vet's -json prints them.
type Finding struct {
	Analyzer, Pkg string // the analyzer's name; the import path of its package
	Category      string
	Posn, End     string
	Message       string
	Related       []Related
	// Fingerprint identifies the finding across runs, for -baseline (see
	// SetFingerprints); SARIF carries it in partialFingerprints.
	Fingerprint string
}

// Related is a related position of a finding.
type Related struct {
	Posn, End, Message string
}

// Results are the findings of a run, each once, and its errors.
type Results struct {
	Findings []*Finding
	Errors   []string
}

// FromRun turns a run's findings into the printed results, each once, in
// position order.
func FromRun(run *driver.Result) *Results {
	res := &Results{Errors: run.Errors}
	seen := map[string]bool{}
	for _, d := range run.Diagnostics {
		key := d.Analyzer + "\x00" + d.Posn + "\x00" + d.Message
		if seen[key] {
			continue
		}
		seen[key] = true
		f := &Finding{Analyzer: d.Analyzer, Pkg: d.Pkg, Category: d.Category, Posn: d.Posn, End: d.End, Message: d.Message}
		for _, r := range d.Related {
			f.Related = append(f.Related, Related{Posn: r.Posn, End: r.End, Message: r.Message})
		}
		res.Findings = append(res.Findings, f)
	}
	slices.SortStableFunc(res.Findings, func(a, b *Finding) int {
		if c := comparePosn(a.Posn, b.Posn); c != 0 {
			return c
		}
		return strings.Compare(a.Analyzer, b.Analyzer)
	})
	slices.Sort(res.Errors)
	return res
}

// SplitPosn splits "file:line:col" (col may be missing).
func SplitPosn(p string) (file string, line, col int) {
	file = p
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(file[i+1:])
		if err != nil {
			break
		}
		line, col = n, line
		file = file[:i]
	}
	return file, line, col
}

func comparePosn(a, b string) int {
	fa, la, ca := SplitPosn(a)
	fb, lb, cb := SplitPosn(b)
	if c := strings.Compare(fa, fb); c != 0 {
		return c
	}
	if la != lb {
		return la - lb
	}
	return ca - cb
}

// URI returns a file's URI relative to root, the top of the checkout,
// and reports whether it is relative; a file outside root gets an
// absolute file URI.
func URI(file, root string) (uri string, relative bool) {
	if root != "" && filepath.IsAbs(file) {
		if rel, err := filepath.Rel(root, file); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(rel), true
		}
	}
	if filepath.IsAbs(file) {
		return FileURI(file), false
	}
	return filepath.ToSlash(file), true
}

// FileURI returns the file URI of an absolute path, a directory's ending
// in a slash.
func FileURI(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasSuffix(p, "/") {
		if fi, err := os.Stat(path); err == nil && fi.IsDir() {
			p += "/"
		}
	}
	return "file://" + p
}
