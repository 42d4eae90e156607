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
	return validSARIF(t, out)
}

// validSARIF checks a log against the official SARIF 2.1.0 schema and
// returns it decoded.
func validSARIF(t *testing.T, out string) map[string]any {
	t.Helper()
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

// TestCodeScanningWorkflow runs the commands of the workflow README
// offers (its run steps, one line each) as GitHub's runner would, with
// this checkout as the idemlint checkout, on the small module with a
// package that does not parse: the idemlint step fails with exit status
// 1, and the upload step, which runs then too, finds a valid log holding
// the findings of the package that loaded.
func TestCodeScanningWorkflow(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := shopModule(t)
	wf, err := os.ReadFile(filepath.Join("..", "..", "docs", "code-scanning.yml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"security-events: write", "uses: github/codeql-action/upload-sarif@v4", "if: ${{ !cancelled() && steps.idemlint.outcome != 'skipped' }}"} {
		if !strings.Contains(string(wf), want) {
			t.Errorf("docs/code-scanning.yml lacks %q", want)
		}
	}
	// The steps, each the lines from its "- " to the next one's.
	var steps []map[string]string
	for _, line := range strings.Split(string(wf), "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(line, "      - ") {
			steps = append(steps, map[string]string{})
			trimmed = strings.TrimPrefix(trimmed, "- ")
		}
		if len(steps) == 0 || strings.HasPrefix(trimmed, "#") {
			continue
		}
		if k, v, ok := strings.Cut(trimmed, ": "); ok {
			steps[len(steps)-1][k] = v
		}
	}

	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(root, filepath.Join(dir, ".idemlint")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "broken"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "broken", "broken.go"), "package broken\n\nfunc F( {\n")
	runner := t.TempDir()
	githubPath := filepath.Join(runner, "github_path")
	write(t, githubPath, "")
	path := os.Getenv("PATH")
	outcome := map[string]string{}
	var sarifFile string
	for _, step := range steps {
		if step["uses"] != "" {
			if strings.HasPrefix(step["uses"], "github/codeql-action/upload-sarif@") {
				if outcome["idemlint"] != "failure" || !strings.Contains(step["if"], "!cancelled()") {
					t.Errorf("the upload step (if: %s) after an idemlint step that %s: it must run", step["if"], outcome["idemlint"])
				}
				sarifFile = filepath.Join(dir, step["sarif_file"])
			}
			continue
		}
		out, code := execute(t, dir, []string{"RUNNER_TEMP=" + runner, "GITHUB_PATH=" + githubPath, "PATH=" + path, "GOPROXY=off"}, "bash", "--noprofile", "--norc", "-e", "-c", step["run"])
		outcome[step["id"]] = "success"
		if code != 0 {
			outcome[step["id"]] = "failure"
			if step["id"] != "idemlint" || code != 1 {
				t.Fatalf("step %q: exit %d\n%s", step["run"], code, out)
			}
			if !strings.Contains(out, "broken.go:3:9: expected ')', found '{'") {
				t.Errorf("the idemlint step does not say why it failed:\n%s", out)
			}
		}
		added, err := os.ReadFile(githubPath)
		if err != nil {
			t.Fatal(err)
		}
		// Each line is put first in PATH, the last written first.
		path = os.Getenv("PATH")
		for _, p := range strings.Split(strings.TrimSpace(string(added)), "\n") {
			if p != "" {
				path = p + string(os.PathListSeparator) + path
			}
		}
	}
	if outcome["idemlint"] != "failure" {
		t.Fatalf("the idemlint step: %q, want a failure (exit status 1)", outcome["idemlint"])
	}
	if sarifFile == "" {
		t.Fatal("no upload-sarif step")
	}
	log, err := os.ReadFile(sarifFile)
	if err != nil {
		t.Fatal(err)
	}
	var reported int
	for _, r := range results(validSARIF(t, string(log))) {
		if r["ruleId"] == "checkthenact" && r["suppressions"] == nil {
			reported++
		}
	}
	if reported != 1 {
		t.Errorf("the uploaded log holds %d checkthenact findings, want the one of the package that loaded", reported)
	}
}

// TestSARIFLoadErrors: packages that do not load are notifications of the
// invocation, which is not successful, and the log still holds the
// findings of the package that loaded; the exit status is 1.
func TestSARIFLoadErrors(t *testing.T) {
	bin, dir := setup(t)
	brokenPackages(t, dir)
	stdout, stderr, code := capture(t, dir, bin, "-format=sarif", "./...")
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s", code, stderr)
	}
	log := validSARIF(t, stdout)
	run := log["runs"].([]any)[0].(map[string]any)
	inv := run["invocations"].([]any)[0].(map[string]any)
	if inv["executionSuccessful"] != false {
		t.Errorf("executionSuccessful = %v, want false", inv["executionSuccessful"])
	}
	var texts []string
	located := false
	for _, n := range inv["toolExecutionNotifications"].([]any) {
		n := n.(map[string]any)
		texts = append(texts, n["message"].(map[string]any)["text"].(string))
		if locs, ok := n["locations"].([]any); ok {
			region := locs[0].(map[string]any)["physicalLocation"].(map[string]any)["region"].(map[string]any)
			located = located || region["startLine"] == 3.0
		}
	}
	all := strings.Join(texts, "\n")
	if len(texts) != 2 || !strings.Contains(all, "expected ')', found '{'") || !strings.Contains(all, "could not import example.com/nope") || !located {
		t.Errorf("notifications:\n%s\nwant a's syntax error, located at line 3, and b's unresolved import", all)
	}
	if rs := results(log); len(rs) != 3 || rs[0]["ruleId"] != "checkthenact" {
		t.Errorf("results %v, want the shop package's three findings", rs)
	}
}

// TestSARIFSuccessful: a run that loads everything says so.
func TestSARIFSuccessful(t *testing.T) {
	bin, dir := setup(t)
	inv := sarifOf(t, bin, dir)["runs"].([]any)[0].(map[string]any)["invocations"].([]any)[0].(map[string]any)
	if inv["executionSuccessful"] != true || inv["toolExecutionNotifications"] != nil {
		t.Errorf("invocation %v, want a successful one with no notifications", inv)
	}
}
