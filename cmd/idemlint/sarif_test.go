package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// sarifOf runs the binary with -format=sarif on the small module, checks
// the log against the official SARIF 2.1.0 schema and returns it decoded.
func sarifOf(t *testing.T, bin, dir string) map[string]any {
	t.Helper()
	out, code := execute(t, dir, []string{"GOFLAGS=-mod=mod", "GOPROXY=off"}, bin, "-format=sarif", "./...")
	if code != 0 {
		t.Fatalf("exit code %d, want 0\n%s", code, out)
	}
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
	if err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	schemaPath, err := filepath.Abs(filepath.Join("..", "..", "testdata", "sarif", "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	schema, err := c.Compile(schemaPath)
	if err != nil {
		t.Fatalf("compiling the schema: %v", err)
	}
	if err := schema.Validate(inst); err != nil {
		t.Fatalf("the SARIF log does not validate: %v\n%s", err, out)
	}
	var log map[string]any
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	return log
}

// results returns the results of the log's run by rule id, in order.
func results(log map[string]any) []map[string]any {
	run := log["runs"].([]any)[0].(map[string]any)
	var out []map[string]any
	for _, r := range run["results"].([]any) {
		out = append(out, r.(map[string]any))
	}
	return out
}

func TestSARIF(t *testing.T) {
	bin, dir := setup(t)
	log := sarifOf(t, bin, dir)
	run := log["runs"].([]any)[0].(map[string]any)
	rules := run["tool"].(map[string]any)["driver"].(map[string]any)["rules"].([]any)
	names := map[string]map[string]any{}
	for _, r := range rules {
		rule := r.(map[string]any)
		names[rule["id"].(string)] = rule
	}
	for _, id := range []string{"checkthenact", "effectbeforeclaim", "randomkey", "ackorder"} {
		rule := names[id]
		if rule == nil || rule["helpUri"] == nil || !strings.Contains(rule["help"].(map[string]any)["markdown"].(string), "```go") {
			t.Errorf("rule %s: missing, or without helpUri or a Go example in its markdown help: %v", id, rule)
		}
	}
	var reported, suppressed map[string]any
	for _, r := range results(log) {
		if r["ruleId"] != "checkthenact" {
			continue
		}
		if r["suppressions"] != nil {
			suppressed = r
		} else {
			reported = r
		}
	}
	if reported == nil || suppressed == nil {
		t.Fatalf("want one reported and one suppressed checkthenact result, got %v", results(log))
	}
	msg := reported["message"].(map[string]any)["text"].(string)
	if !strings.Contains(msg, "[the act: db.ExecContext](1)") {
		t.Errorf("the message does not link its related location: %q", msg)
	}
	s := suppressed["suppressions"].([]any)[0].(map[string]any)
	if s["kind"] != "inSource" || s["justification"] != "one worker only" {
		t.Errorf("suppression = %v, want inSource with the directive's reason", s)
	}
	uri := reported["locations"].([]any)[0].(map[string]any)["physicalLocation"].(map[string]any)["artifactLocation"].(map[string]any)
	if uri["uri"] != "shop.go" || uri["uriBaseId"] != "%SRCROOT%" {
		t.Errorf("artifact location = %v, want shop.go under %%SRCROOT%%", uri)
	}

	// An edit above the finding moves it, and changes its message's line
	// numbers; its fingerprint stays.
	before := reported["partialFingerprints"]
	src, err := os.ReadFile(filepath.Join(dir, "shop.go"))
	if err != nil {
		t.Fatal(err)
	}
	shifted := strings.Replace(string(src), "package shop\n", "package shop\n\n// Package shop sells.\n", 1)
	write(t, filepath.Join(dir, "shop.go"), shifted)
	for _, r := range results(sarifOf(t, bin, dir)) {
		if r["ruleId"] == "checkthenact" && r["suppressions"] == nil {
			if after := r["partialFingerprints"]; !equalJSON(before, after) {
				t.Errorf("fingerprint changed with a line shift: %v → %v", before, after)
			}
		}
	}
}

// TestSARIFNoLint checks that golangci-lint's //nolint, which the
// analyzers honour too, carries its explanation (after the second "//")
// into the suppression's justification, and that one without an
// explanation has none.
func TestSARIFNoLint(t *testing.T) {
	bin, dir := setup(t)
	write(t, filepath.Join(dir, "nolint.go"), `package shop

import (
	"context"
	"database/sql"
)

func Explained(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sent WHERE id = $1", id).Scan(&n); err != nil { //nolint:checkthenact // single writer
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO sent (id) VALUES ($1)", id)
	return err
}

func Unexplained(ctx context.Context, db *sql.DB, id string) error {
	var n int
	//nolint:idemlint
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sent WHERE id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO sent (id) VALUES ($1)", id)
	return err
}
`)
	got := map[float64]any{}
	for _, r := range results(sarifOf(t, bin, dir)) {
		loc := r["locations"].([]any)[0].(map[string]any)["physicalLocation"].(map[string]any)
		if loc["artifactLocation"].(map[string]any)["uri"] != "nolint.go" {
			continue
		}
		line := loc["region"].(map[string]any)["startLine"].(float64)
		if r["suppressions"] == nil {
			t.Errorf("nolint.go:%v: reported, want suppressed", line)
			continue
		}
		got[line] = r["suppressions"].([]any)[0].(map[string]any)["justification"]
	}
	if want := map[float64]any{10: "single writer", 23: nil}; !equalJSON(got, want) {
		t.Errorf("justifications by line = %v, want %v", got, want)
	}
}

func equalJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// TestCodeScanningWorkflow checks that the workflow README offers runs the
// command TestSARIF validates and uploads its output.
func TestCodeScanningWorkflow(t *testing.T) {
	wf, err := os.ReadFile(filepath.Join("..", "..", "docs", "code-scanning.yml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"idemlint -format=sarif ./... > idemlint.sarif", "github/codeql-action/upload-sarif", "sarif_file: idemlint.sarif", "security-events: write"} {
		if !strings.Contains(string(wf), want) {
			t.Errorf("docs/code-scanning.yml lacks %q", want)
		}
	}
}
