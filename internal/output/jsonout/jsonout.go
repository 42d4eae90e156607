// Package jsonout writes findings as one JSON document in the shape of
// the analysis framework's -json output (package → analyzer →
// diagnostics), each finding once, with its fingerprint.
package jsonout

import (
	"encoding/json"
	"io"

	"github.com/idemlint/idemlint/internal/output"
)

// diagnostic is one diagnostic of go vet's -json output (the shape
// golang.org/x/tools prints), with idemlint's fingerprint, which
// -baseline reads back.
type diagnostic struct {
	Category    string    `json:"category,omitempty"`
	Posn        string    `json:"posn"`
	End         string    `json:"end"`
	Message     string    `json:"message"`
	Related     []related `json:"related,omitempty"`
	Fingerprint string    `json:"fingerprint,omitempty"`
}

type related struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

// Write writes the findings to w, indented with tabs.
func Write(w io.Writer, findings []*output.Finding) error {
	tree := map[string]map[string][]diagnostic{}
	for _, f := range findings {
		if tree[f.Pkg] == nil {
			tree[f.Pkg] = map[string][]diagnostic{}
		}
		d := diagnostic{Category: f.Category, Posn: f.Posn, End: f.End, Message: f.Message, Fingerprint: f.Fingerprint}
		for _, r := range f.Related {
			d.Related = append(d.Related, related{Posn: r.Posn, End: r.End, Message: r.Message})
		}
		tree[f.Pkg][f.Analyzer] = append(tree[f.Pkg][f.Analyzer], d)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "\t")
	return enc.Encode(tree)
}
