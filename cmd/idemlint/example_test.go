package main_test

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// implemented are the analyzers whose "// idemlint: want <analyzer>"
// markers in the example service must match the binary's findings exactly.
var implemented = []string{"checkthenact", "effectbeforeclaim", "randomkey", "ackorder"}

// TestExample runs the binary on the bundled example service (the README's
// main job) and compares its findings with the lines marked in the source.
func TestExample(t *testing.T) {
	bin, _ := setup(t)
	dir, err := filepath.Abs(filepath.Join("..", "..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	out, code := runIn(t, dir, bin, "./...")
	if code != 3 {
		t.Fatalf("exit code %d, want 3 (findings)\n%s", code, out)
	}
	finding := regexp.MustCompile(`^(.+\.go):(\d+):\d+: (.*)$`)
	got := map[string]bool{}
	for _, line := range strings.Split(out, "\n") {
		m := finding.FindStringSubmatch(line)
		if m == nil || strings.HasPrefix(line, "\t") {
			continue // related information is printed indented
		}
		rel := m[1] // relative to the working directory, as go vet prints them
		if filepath.IsAbs(rel) {
			if rel, err = filepath.Rel(dir, rel); err != nil {
				t.Fatal(err)
			}
		}
		got[rel+":"+m[2]] = true
	}
	want := markers(t, dir)
	for loc := range want {
		if !got[loc] {
			t.Errorf("%s: marked want, not reported", loc)
		}
	}
	for loc := range got {
		if !want[loc] {
			t.Errorf("%s: reported, not marked want", loc)
		}
	}
	t.Logf("%d marked findings reported", len(want))
}

// markers returns the "file:line" of every "// idemlint: want <analyzer>"
// comment naming an implemented analyzer.
func markers(t *testing.T, dir string) map[string]bool {
	t.Helper()
	marker := regexp.MustCompile(`// idemlint: want (\w+)`)
	want := map[string]bool{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		rel, _ := filepath.Rel(dir, path)
		sc := bufio.NewScanner(f)
		for n := 1; sc.Scan(); n++ {
			if m := marker.FindStringSubmatch(sc.Text()); m != nil && slices.Contains(implemented, m[1]) {
				want[rel+":"+strconv.Itoa(n)] = true
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return want
}
