package main_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Adoption on a codebase with findings: -baseline and -new-from-rev.

// again is a second copy of the target's check-then-act, under another
// name: a new finding with the message of a baselined one.
const again = `
func Again(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}
`

// findingLine matches a finding of the text output (not its related
// lines, which are indented).
var findingLine = regexp.MustCompile(`(?m)^\S+\.go:\d+:\d+: .*$`)

// capture runs the binary on the small offline module and returns its
// standard output and error apart.
func capture(t *testing.T, dir, bin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		code = exit.ExitCode()
	default:
		t.Fatalf("%s: %v", bin, err)
	}
	return out.String(), errOut.String(), code
}

// edit rewrites shop.go by the replacements given as old, new pairs, each
// once.
func edit(t *testing.T, dir string, oldnew ...string) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dir, "shop.go"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	for i := 0; i < len(oldnew); i += 2 {
		if !strings.Contains(s, oldnew[i]) {
			t.Fatalf("shop.go lacks %q", oldnew[i])
		}
		s = strings.Replace(s, oldnew[i], oldnew[i+1], 1)
	}
	write(t, filepath.Join(dir, "shop.go"), s)
}

// Edits of the target: four lines inserted above every finding; a trailing
// comment on the flagged line of Handle (line 14 after the shift); Again
// appended, its finding at line 42.
var (
	shift      = []string{"package shop\n", "package shop\n\n// Package shop sells.\n\n// It ships too.\n"}
	editLine   = []string{"Scan(&n); err != nil {\n", "Scan(&n); err != nil { // counted\n"}
	appendFunc = []string{"func bare() {}\n", "func bare() {}\n" + again}
)

// TestBaseline writes a baseline in each format, moves the findings by
// inserting lines above them and edits a flagged line: nothing is
// reported, in any output, and the exit status is 0. A new finding, with
// the message of a baselined one, is the only one reported.
func TestBaseline(t *testing.T) {
	for _, format := range []string{"sarif", "json"} {
		t.Run(format, func(t *testing.T) {
			bin, dir := setup(t)
			base, stderr, code := capture(t, dir, bin, "-format="+format, "./...")
			if code != 0 {
				t.Fatalf("writing the baseline: exit %d\n%s", code, stderr)
			}
			baseline := filepath.Join(t.TempDir(), "baseline."+format)
			write(t, baseline, base)

			edit(t, dir, append(shift, editLine...)...)
			if out, code := run(t, dir, bin, "-baseline="+baseline, "./..."); code != 0 || findingLine.MatchString(out) {
				t.Errorf("lines moved: exit %d, want 0 and nothing reported:\n%s", code, out)
			}

			edit(t, dir, appendFunc...)
			out, code := run(t, dir, bin, "-baseline", baseline, "./...")
			findings := findingLine.FindAllString(out, -1)
			if code != 3 || len(findings) != 1 || !strings.HasPrefix(findings[0], "shop.go:42:12: db.QueryRowContext decides whether db.ExecContext at line 48 runs") {
				t.Errorf("a new finding: exit %d, want 3 and Again's finding alone:\n%s", code, out)
			}

			// The JSON and SARIF outputs leave out the same.
			stdout, stderr, code := capture(t, dir, bin, "-format=json", "-baseline="+baseline, "./...")
			var tree map[string]map[string][]struct{ Posn string }
			if err := json.Unmarshal([]byte(stdout), &tree); err != nil || code != 0 {
				t.Fatalf("-format=json: exit %d, %v\n%s%s", code, err, stdout, stderr)
			}
			if got := tree["example.com/shop"]; len(got) != 1 || len(got["checkthenact"]) != 1 || !strings.HasSuffix(got["checkthenact"][0].Posn, "shop.go:42:12") {
				t.Errorf("-format=json: %v, want Again's finding alone", tree)
			}
			var reported []string
			for _, r := range results(sarifLog(t, dir, bin, "-baseline="+baseline)) {
				if r["suppressions"] == nil {
					reported = append(reported, r["message"].(map[string]any)["text"].(string))
				}
			}
			if len(reported) != 1 || !strings.Contains(reported[0], "at line 48") {
				t.Errorf("-format=sarif: reported %q, want Again's finding alone", reported)
			}
		})
	}
}

// sarifLog runs -format=sarif with more arguments and decodes the log.
func sarifLog(t *testing.T, dir, bin string, args ...string) map[string]any {
	t.Helper()
	stdout, stderr, code := capture(t, dir, bin, append(append([]string{"-format=sarif"}, args...), "./...")...)
	var log map[string]any
	if err := json.Unmarshal([]byte(stdout), &log); err != nil || code != 0 {
		t.Fatalf("-format=sarif %v: exit %d, %v\n%s%s", args, code, err, stdout, stderr)
	}
	return log
}

// TestBaselineInvalid checks that a baseline that cannot be read, or is
// not a JSON or SARIF output of this idemlint, is a bad command line.
func TestBaselineInvalid(t *testing.T) {
	bin, dir := setup(t)
	tmp := t.TempDir()
	files := map[string]string{
		"empty.json":   "",
		"text.json":    "shop.go:10:12: db.QueryRowContext decides (checkthenact)\n",
		"other.sarif":  `{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "golangci-lint"}}, "results": []}]}`,
		"old.sarif":    `{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "idemlint"}}, "results": [{"partialFingerprints": {"idemlintFinding/v1": "0123"}}]}]}`,
		"nofp.json":    `{"example.com/shop": {"checkthenact": [{"posn": "shop.go:10:12", "message": "m"}]}}`,
		"pkgerr.json":  `{"example.com/shop": {"checkthenact": {"error": "broken"}}}`,
		"missing.json": "",
	}
	for name, content := range files {
		if name != "missing.json" {
			write(t, filepath.Join(tmp, name), content)
		}
	}
	for name := range files {
		out, code := run(t, dir, bin, "-baseline="+filepath.Join(tmp, name), "./...")
		if code != 2 || !strings.Contains(out, "idemlint: -baseline: ") || findingLine.MatchString(out) {
			t.Errorf("%s: exit %d, want 2, the reason and no analysis:\n%s", name, code, out)
		}
	}
	if out, code := run(t, dir, bin, "-baseline", "./..."); code != 2 {
		t.Errorf("-baseline without a file: exit %d, want 2:\n%s", code, out)
	}
}

// gitIn runs git in dir.
func gitIn(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=idemlint", "-c", "user.email=idemlint@example.com", "-c", "init.defaultBranch=main"}, args...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// TestNewFromRev commits the small module in a git repository: findings
// on lines not changed since a revision are not reported, also when lines
// inserted above move them; those on an edited line, in a new function
// and in an untracked file are, in every output. Outside a git
// repository, or with a bad revision, the command says git's error and
// exits 2.
func TestNewFromRev(t *testing.T) {
	bin, dir := setup(t)
	if out, code := run(t, dir, bin, "-new-from-rev=HEAD", "./..."); code != 2 || !strings.Contains(out, "idemlint: -new-from-rev: git rev-parse --show-toplevel: fatal: not a git repository") {
		t.Errorf("outside a git repository: exit %d, want 2 and git's error:\n%s", code, out)
	}
	gitIn(t, dir, "init", "-q")
	gitIn(t, dir, "add", ".")
	gitIn(t, dir, "commit", "-q", "-m", "shop")
	if out, code := run(t, dir, bin, "-new-from-rev=HEAD", "./..."); code != 0 || findingLine.MatchString(out) {
		t.Errorf("nothing changed: exit %d, want 0 and nothing reported:\n%s", code, out)
	}
	edit(t, dir, shift...)
	if out, code := run(t, dir, bin, "-new-from-rev=HEAD", "./..."); code != 0 || findingLine.MatchString(out) {
		t.Errorf("lines moved: exit %d, want 0 and nothing reported:\n%s", code, out)
	}
	edit(t, dir, append(editLine, appendFunc...)...)
	out, code := run(t, dir, bin, "-new-from-rev", "HEAD", "./...")
	findings := findingLine.FindAllString(out, -1)
	if code != 3 || len(findings) != 2 || !strings.HasPrefix(findings[0], "shop.go:14:12: ") || !strings.HasPrefix(findings[1], "shop.go:42:12: ") {
		t.Errorf("an edited line and a new function: exit %d, want 3 and the findings of both:\n%s", code, out)
	}
	write(t, filepath.Join(dir, "fresh.go"), "package shop\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n)\n"+strings.Replace(again, "Again", "Fresh", 1))
	stdout, stderr, code := capture(t, dir, bin, "-format=json", "-new-from-rev=HEAD", "./...")
	var tree map[string]map[string][]struct{ Posn string }
	if err := json.Unmarshal([]byte(stdout), &tree); err != nil || code != 0 {
		t.Fatalf("-format=json: exit %d, %v\n%s%s", code, err, stdout, stderr)
	}
	var posns []string
	for _, d := range tree["example.com/shop"]["checkthenact"] {
		posns = append(posns, filepath.Base(d.Posn))
	}
	if len(tree["example.com/shop"]) != 1 || strings.Join(posns, " ") != "fresh.go:10:12 shop.go:14:12 shop.go:42:12" {
		t.Errorf("-format=json with an untracked file: %v, want its finding, the edited line's and Again's", tree)
	}
	if n := len(results(sarifLog(t, dir, bin, "-new-from-rev=HEAD"))); n != 3 {
		t.Errorf("-format=sarif: %d results, want 3", n)
	}
	if out, code := run(t, dir, bin, "-new-from-rev=nosuch", "./..."); code != 2 || !strings.Contains(out, "idemlint: -new-from-rev: git diff -U0 nosuch: fatal: bad revision 'nosuch'") {
		t.Errorf("a bad revision: exit %d, want 2 and git's error:\n%s", code, out)
	}
}
