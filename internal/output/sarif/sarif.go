// Package sarif writes findings as a SARIF 2.1.0 log, for GitHub code
// scanning and other viewers. One rule per analyzer, with its
// documentation; each finding a result whose message links its related
// locations ([label](id), which GitHub shows only when linked); chains
// through the program's wrappers as a code flow; silenced findings with an
// inSource suppression whose justification is the directive's reason
// (//idemlint:ignore's, or //nolint's after its second "//"); the
// finding's fingerprint (output.SetFingerprints), which does not depend
// on line numbers, so that edits above it do not make it new. The run's
// invocation says whether every package loaded, each error a
// notification.
package sarif

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/output"
	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/source"
)

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool               sarifTool                   `json:"tool"`
	Invocations        []sarifInvocation           `json:"invocations"`
	OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
	Results            []sarifResult               `json:"results"`
	ColumnKind         string                      `json:"columnKind"`
}

// sarifInvocation says whether the run analysed everything it was asked
// to: a package that did not load (a syntax error, an import the go
// command could not resolve, a type error) is a notification of its own,
// and executionSuccessful is false, while the results still hold the
// findings of the packages that loaded.
type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level     string          `json:"level"`
	Message   sarifText       `json:"message"`
	Locations []sarifLocation `json:"locations,omitempty"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name            string      `json:"name"`
	SemanticVersion string      `json:"semanticVersion,omitempty"`
	InformationURI  string      `json:"informationUri"`
	Rules           []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID               string          `json:"id"`
	Name             string          `json:"name"`
	ShortDescription sarifText       `json:"shortDescription"`
	FullDescription  sarifText       `json:"fullDescription"`
	Help             sarifText       `json:"help"`
	HelpURI          string          `json:"helpUri,omitempty"`
	Properties       *sarifRuleProps `json:"properties,omitempty"`
}

type sarifRuleProps struct {
	Categories []string `json:"categories,omitempty"`
	Tags       []string `json:"tags,omitempty"`
}

type sarifText struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

type sarifResult struct {
	RuleID              string             `json:"ruleId"`
	RuleIndex           int                `json:"ruleIndex"`
	Level               string             `json:"level"`
	Message             sarifText          `json:"message"`
	Locations           []sarifLocation    `json:"locations"`
	RelatedLocations    []sarifLocation    `json:"relatedLocations,omitempty"`
	CodeFlows           []sarifCodeFlow    `json:"codeFlows,omitempty"`
	PartialFingerprints map[string]string  `json:"partialFingerprints,omitempty"`
	Suppressions        []sarifSuppression `json:"suppressions,omitempty"`
	Properties          map[string]string  `json:"properties,omitempty"`
}

type sarifLocation struct {
	ID               *int                  `json:"id,omitempty"`
	PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
	Message          *sarifText            `json:"message,omitempty"`
}

type sarifPhysicalLocation struct {
	ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
	Region           *sarifRegion     `json:"region,omitempty"`
}

type sarifArtifactLoc struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

type sarifCodeFlow struct {
	ThreadFlows []sarifThreadFlow `json:"threadFlows"`
}

type sarifThreadFlow struct {
	Locations []sarifThreadFlowLoc `json:"locations"`
}

type sarifThreadFlowLoc struct {
	Location sarifLocation `json:"location"`
}

type sarifSuppression struct {
	Kind          string `json:"kind"`
	Justification string `json:"justification,omitempty"`
}

const (
	sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	projectURI  = "https://github.com/idemlint/idemlint"
	srcRoot     = "%SRCROOT%"
)

// Write writes a run's findings and errors as a SARIF 2.1.0 log, with a
// rule for each analyzer. root is the top of the checkout, which URIs are
// relative to; src reads the files for columns.
func Write(w io.Writer, analyzers []*analysis.Analyzer, res *output.Results, root string, src *source.Files) error {
	run := sarifRun{
		Tool:               sarifTool{Driver: sarifDriver{Name: "idemlint", SemanticVersion: semver(), InformationURI: projectURI}},
		OriginalURIBaseIDs: map[string]sarifArtifactLoc{srcRoot: {URI: output.FileURI(root)}},
		Results:            []sarifResult{},
		ColumnKind:         "utf16CodeUnits",
	}
	index := map[string]int{}
	cats := map[string][]string{}
	for _, f := range res.Findings {
		if f.Category != "" && !slices.Contains(cats[f.Analyzer], f.Category) {
			cats[f.Analyzer] = append(cats[f.Analyzer], f.Category)
		}
	}
	for _, a := range analyzers {
		index[a.Name] = len(run.Tool.Driver.Rules)
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, rule(a, cats[a.Name]))
	}
	for _, f := range res.Findings {
		run.Results = append(run.Results, result(f, index, root, src))
	}
	run.Invocations = []sarifInvocation{invocation(res.Errors, root, src)}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(sarifLog{Schema: sarifSchema, Version: "2.1.0", Runs: []sarifRun{run}})
}

// invocation reports the run's load errors, each with its position where
// the message starts with one ("pkg: file.go:3:9: expected ')'").
func invocation(errs []string, root string, src *source.Files) sarifInvocation {
	inv := sarifInvocation{ExecutionSuccessful: len(errs) == 0}
	for _, e := range errs {
		n := sarifNotification{Level: "error", Message: sarifText{Text: e}}
		fields := strings.SplitN(e, ": ", 3) // package, position, message; or position, message
		for _, field := range fields[:len(fields)-1] {
			if file, line, _ := output.SplitPosn(field); line > 0 && strings.HasSuffix(file, ".go") {
				n.Locations = []sarifLocation{location(src, field, "", root)}
				break
			}
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	return inv
}

// rule describes one analyzer from its documentation.
func rule(a *analysis.Analyzer, cats []string) sarifRule {
	short, body, _ := strings.Cut(a.Doc, "\n")
	short = strings.TrimSpace(strings.TrimPrefix(short, a.Name+":"))
	body = strings.TrimSpace(body)
	first, _, _ := strings.Cut(body, "\n\n")
	if first == "" {
		first = short
	}
	slices.Sort(cats)
	r := sarifRule{
		ID:               a.Name,
		Name:             a.Name,
		ShortDescription: sarifText{Text: short},
		FullDescription:  sarifText{Text: strings.Join(strings.Fields(first), " ")},
		Help:             sarifText{Text: body, Markdown: markdown(a.Name, short, body)},
		HelpURI:          a.URL,
		Properties:       &sarifRuleProps{Categories: cats, Tags: []string{"idempotency", "at-least-once"}},
	}
	if body == "" {
		r.Help = sarifText{Text: short, Markdown: short}
	}
	return r
}

// markdown renders a Go doc body: tab-indented blocks become Go code.
func markdown(name, short, body string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**: %s\n\n", name, short)
	code := false
	for _, line := range strings.Split(body, "\n") {
		switch {
		case strings.HasPrefix(line, "\t"):
			if !code {
				b.WriteString("```go\n")
				code = true
			}
			line = strings.TrimPrefix(line, "\t")
		case line != "" && code:
			b.WriteString("```\n\n")
			code = false
		}
		b.WriteString(line + "\n")
	}
	if code {
		b.WriteString("```\n")
	}
	return b.String()
}

// noteCategories are the categories of findings SARIF shows at level
// "note": checkthenact's check before an insert that a unique constraint
// protects, whose race ends in an error, not a second row.
var noteCategories = map[string]bool{"check-then-insert-unique": true}

// level is the SARIF level of a finding of the given category.
func level(category string) string {
	if noteCategories[category] {
		return "note"
	}
	return "warning"
}

// result turns one finding into a SARIF result.
func result(f *output.Finding, index map[string]int, root string, src *source.Files) sarifResult {
	r := sarifResult{
		RuleID:    f.Analyzer,
		RuleIndex: index[f.Analyzer],
		Level:     level(f.Category),
		Locations: []sarifLocation{location(src, f.Posn, f.End, root)},
	}
	if f.Category != "" {
		r.Properties = map[string]string{"category": f.Category}
	}
	var links []string
	chain := false
	for _, rel := range f.Related {
		if why, ok := report.Silenced(rel.Message); ok {
			r.Suppressions = append(r.Suppressions, sarifSuppression{Kind: "inSource", Justification: why})
			continue
		}
		id := len(r.RelatedLocations) + 1
		loc := location(src, rel.Posn, rel.End, root)
		loc.ID = &id
		loc.Message = &sarifText{Text: rel.Message}
		r.RelatedLocations = append(r.RelatedLocations, loc)
		links = append(links, fmt.Sprintf("[%s](%d)", escapeLink(rel.Message), id))
		chain = chain || strings.Contains(rel.Message, " via ")
	}
	r.Message = sarifText{Text: f.Message}
	if len(links) > 0 {
		r.Message.Text += " (see " + strings.Join(links, ", ") + ")"
	}
	if chain {
		flow := sarifThreadFlow{Locations: []sarifThreadFlowLoc{{Location: r.Locations[0]}}}
		for _, rl := range r.RelatedLocations {
			loc := rl
			loc.ID = nil
			flow.Locations = append(flow.Locations, sarifThreadFlowLoc{Location: loc})
		}
		r.CodeFlows = []sarifCodeFlow{{ThreadFlows: []sarifThreadFlow{flow}}}
	}
	r.PartialFingerprints = map[string]string{output.FingerprintKey: f.Fingerprint}
	return r
}

// escapeLink keeps a label from closing its [link text].
func escapeLink(s string) string {
	return strings.NewReplacer("[", `\[`, "]", `\]`).Replace(s)
}

// location is the SARIF location of the range from posn to end (a
// position of the same file, or none).
func location(src *source.Files, posn, end, root string) sarifLocation {
	file, line, col := output.SplitPosn(posn)
	uri, relative := output.URI(file, root)
	base := ""
	if relative {
		base = srcRoot
	}
	region := &sarifRegion{StartLine: max(line, 1)}
	if col > 0 {
		region.StartColumn = src.Column(file, line, col)
	}
	if efile, eline, ecol := output.SplitPosn(end); efile == file && eline >= line && ecol > 0 {
		region.EndLine, region.EndColumn = eline, src.Column(file, eline, ecol)
	}
	return sarifLocation{PhysicalLocation: sarifPhysicalLocation{
		ArtifactLocation: sarifArtifactLoc{URI: uri, URIBaseID: base},
		Region:           region,
	}}
}

// semver returns the module version without its "v", or a development
// version SARIF accepts.
func semver() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok || bi.Main.Version == "" || bi.Main.Version == "(devel)" {
		return "0.0.0-devel"
	}
	return strings.TrimPrefix(bi.Main.Version, "v")
}
