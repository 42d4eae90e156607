package main_test

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// The result cache through a cache program (GOCACHEPROG): the program is
// testdata/cacheprog, which keeps the go command's objects and idemlint's
// in a directory, and the module is testdata/fleet, whose handler checks
// then acts through its store's wrappers (facts across packages) and
// whose billing package checks then acts on its own.

// cacheProg builds testdata/cacheprog.
func cacheProg(t *testing.T) string {
	t.Helper()
	prog := filepath.Join(t.TempDir(), "cacheprog")
	if out, err := exec.Command("go", "build", "-o", prog, "./testdata/cacheprog").CombinedOutput(); err != nil {
		t.Fatalf("build the cache program: %v\n%s", err, out)
	}
	return prog
}

// fleetRun is one run of the command on dir, with a local cache of its
// own and the cache program of the command line prog ("" for none).
type fleetRun struct {
	out  string
	code int
	err  error
}

func runFleet(bin, dir, local, prog string, args ...string) fleetRun {
	cmd := exec.Command(bin, append([]string{"-stats"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "IDEMLINT_CACHE="+local, "GOCACHEPROG="+prog)
	out, err := cmd.CombinedOutput()
	r := fleetRun{out: string(out)}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		r.code = exit.ExitCode()
	} else if err != nil {
		r.err = err
	}
	return r
}

// findings are a run's lines of findings and related positions, sorted.
func (r fleetRun) findings() []string {
	var lines []string
	for _, l := range strings.Split(r.out, "\n") {
		if l != "" && !strings.HasPrefix(l, "idemlint: ") {
			lines = append(lines, l)
		}
	}
	slices.Sort(lines)
	return lines
}

var fleetStats = regexp.MustCompile(`idemlint: (\d+) packages analysed \(\d+ test variants for their test files only\), (\d+) replayed from the cache`)

// counts are a run's analysed and replayed units, as "analysed/replayed".
func (r fleetRun) counts() string {
	m := fleetStats.FindStringSubmatch(r.out)
	if m == nil {
		return "no -stats line"
	}
	return m[1] + "/" + m[2]
}

// fleetFindings are the findings of testdata/fleet, in order; a run's
// findings() hold their related positions first, indented.
var fleetFindings = []string{
	"billing/billing.go:12:12: db.QueryRowContext decides whether db.ExecContext at line 18 runs",
	"handler/handler.go:13:15: store.Seen decides whether store.Save at line 17 runs",
}

// TestCacheProgShards runs the command on testdata/fleet whole, without a
// cache program, and as two shards run at the same time, one the store
// and billing packages, the other the handler, each with a local cache of
// its own and one cache program's directory between them: together they
// report exactly what the whole run does. Then, as on another machine (a
// fresh local cache, the same program's directory), the whole module and
// each shard are replayed, nothing analysed; the local caches hold only
// the index of file stamps.
func TestCacheProgShards(t *testing.T) {
	bin, _ := setup(t)
	prog := cacheProg(t)
	dir := filepath.Join("testdata", "fleet")
	tmp := t.TempDir()
	shared := fmt.Sprintf("%s %s", prog, filepath.Join(tmp, "objects"))

	whole := runFleet(bin, dir, filepath.Join(tmp, "whole"), "", "./...")
	if whole.err != nil || whole.code != 3 || whole.counts() != "3/0" {
		t.Fatalf("whole run: exit %d (%v), %s analysed/replayed, want 3 and 3/0:\n%s", whole.code, whole.err, whole.counts(), whole.out)
	}
	if f := whole.findings(); len(f) != 4 || !strings.HasPrefix(f[2], fleetFindings[0]) || !strings.HasPrefix(f[3], fleetFindings[1]) {
		t.Fatalf("whole run: findings\n%s\nwant two, starting\n%s", strings.Join(f, "\n"), strings.Join(fleetFindings, "\n"))
	}

	shards := [][]string{{"./store", "./billing"}, {"./handler"}}
	runs := make([]fleetRun, len(shards))
	done := make(chan int)
	for i, patterns := range shards {
		go func() {
			runs[i] = runFleet(bin, dir, filepath.Join(tmp, fmt.Sprint("shard", i)), shared, patterns...)
			done <- i
		}()
	}
	for range shards {
		<-done
	}
	var union []string
	for i, r := range runs {
		if r.err != nil || r.code != 3 || strings.Contains(r.out, "GOCACHEPROG") {
			t.Errorf("shard %v: exit %d (%v), want 3 and no word of the cache program:\n%s", shards[i], r.code, r.err, r.out)
		}
		union = append(union, r.findings()...)
	}
	slices.Sort(union)
	if !slices.Equal(union, whole.findings()) {
		t.Errorf("the shards found\n%s\nthe whole run\n%s", strings.Join(union, "\n"), strings.Join(whole.findings(), "\n"))
	}

	for i, patterns := range append(shards, []string{"./..."}) {
		want := whole
		if i < len(runs) {
			want = runs[i]
		}
		local := filepath.Join(tmp, fmt.Sprint("elsewhere", i))
		r := runFleet(bin, dir, local, shared, patterns...)
		if r.err != nil || r.code != 3 || !strings.HasPrefix(r.counts(), "0/") || strings.Contains(r.out, "GOCACHEPROG") {
			t.Errorf("%v on another machine: exit %d (%v), %s analysed/replayed, want 3 and nothing analysed:\n%s", patterns, r.code, r.err, r.counts(), r.out)
		}
		if !slices.Equal(r.findings(), want.findings()) {
			t.Errorf("%v on another machine found\n%s\nwant\n%s", patterns, r.out, want.out)
		}
		entries, _ := os.ReadDir(local)
		for _, e := range entries {
			if e.Name() != "files.v2.gob" && e.Name() != "trim.txt" && e.Name() != "ls" {
				t.Errorf("the local cache %s holds %s, want only the index of file stamps and the go command's listing", local, e.Name())
			}
		}
	}
}

// TestCacheProgBroken runs the command with a cache program that exits at
// its first put, and with one whose files do not hold what was put: the
// command says so once, on standard error, and reports what a run
// without a cache does, with the same exit status. Each is on a copy of
// testdata/fleet of its own, in one program's directory that a run with
// other flags (-checkthenact: other keys of idemlint's, the same
// findings) filled with the go command's objects for it first: a program
// that fails the go command fails the run before idemlint asks anything.
func TestCacheProgBroken(t *testing.T) {
	bin, _ := setup(t)
	prog := cacheProg(t)
	tmp := t.TempDir()
	objects := filepath.Join(tmp, "objects")
	healthy := fmt.Sprintf("%s %s", prog, objects)
	// fleet copies the module to tmp/name, dated an hour ago (the go
	// command keeps no hash of a file modified just now, and would put it
	// at every run), and fills the program's directory for it.
	fleet := func(name string) (dir string, first fleetRun) {
		dir = filepath.Join(tmp, name)
		if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "fleet"))); err != nil {
			t.Fatal(err)
		}
		then := time.Now().Add(-time.Hour)
		if err := filepath.WalkDir(dir, func(path string, _ fs.DirEntry, err error) error {
			if err == nil {
				err = os.Chtimes(path, then, then)
			}
			return err
		}); err != nil {
			t.Fatal(err)
		}
		first = runFleet(bin, dir, filepath.Join(tmp, name+"-first"), healthy, "-checkthenact", "./...")
		if first.err != nil || first.code != 3 || first.counts() != "3/0" || strings.Contains(first.out, "GOCACHEPROG") {
			t.Fatalf("%s's first run: exit %d (%v), %s analysed/replayed, want 3 and 3/0:\n%s", name, first.code, first.err, first.counts(), first.out)
		}
		return dir, first
	}
	broken := func(what string, r, first fleetRun, warning string) {
		t.Helper()
		if r.err != nil || r.code != 3 || r.counts() != "3/0" || !slices.Equal(r.findings(), first.findings()) {
			t.Errorf("%s: exit %d (%v), %s analysed/replayed, want 3, 3/0 and the first run's findings:\n%s", what, r.code, r.err, r.counts(), r.out)
		}
		if n := strings.Count(r.out, "GOCACHEPROG"); n != 1 || !strings.Contains(r.out, warning) {
			t.Errorf("%s: %d lines of the cache program, want one with %q:\n%s", what, n, warning, r.out)
		}
	}

	dir, first := fleet("dies")
	dies := fmt.Sprintf("%s -die %s", prog, objects)
	broken("a program that exits", runFleet(bin, dir, filepath.Join(tmp, "dies-local"), dies, "./..."), first,
		"idemlint: GOCACHEPROG "+prog+" exited; the run went on without a cache\n")

	dir, first = fleet("corrupt")
	before, err := os.ReadDir(objects)
	if err != nil {
		t.Fatal(err)
	}
	if r := runFleet(bin, dir, filepath.Join(tmp, "corrupt-local"), healthy, "./..."); r.err != nil || r.code != 3 || r.counts() != "3/0" {
		t.Fatalf("a healthy run: exit %d (%v), %s analysed/replayed, want 3 and 3/0:\n%s", r.code, r.err, r.counts(), r.out)
	}
	after, err := os.ReadDir(objects)
	if err != nil {
		t.Fatal(err)
	}
	corrupted := 0
	for _, e := range after {
		if strings.HasPrefix(e.Name(), "o-") && !slices.ContainsFunc(before, func(b os.DirEntry) bool { return b.Name() == e.Name() }) {
			name := filepath.Join(objects, e.Name())
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			write(t, name, strings.Repeat("x", len(data)))
			corrupted++
		}
	}
	if corrupted == 0 {
		t.Fatal("the healthy run put nothing")
	}
	broken("a program whose files are corrupt", runFleet(bin, dir, filepath.Join(tmp, "corrupt-elsewhere"), healthy, "./..."), first,
		"does not hold the body of output")
}
