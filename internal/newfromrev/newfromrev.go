// Package newfromrev finds the lines of a git checkout changed since a
// revision, for -new-from-rev=REV, which reports only the findings on
// them, as golangci-lint's new-from-rev does: the lines `git diff -U0 REV`
// adds in the working tree, and every line of an untracked file that git
// does not ignore.
package newfromrev

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// Changes are the lines of a git checkout changed since a revision.
type Changes struct {
	root  string              // the checkout's top directory, symbolic links resolved
	added map[string][][2]int // slash path relative to root → first and last lines of each added run
	whole map[string]bool     // untracked files
}

// hunk matches the header of a hunk of a unified diff, for the new file's
// first line and count ("+5" is one line; "+5,0" none, a deletion).
var hunk = regexp.MustCompile(`^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@`)

// Since asks git, in the checkout holding dir, which lines changed since
// rev.
func Since(dir, rev string) (*Changes, error) {
	if strings.HasPrefix(rev, "-") {
		return nil, fmt.Errorf("%q is not a git revision", rev)
	}
	top, err := git(dir, "git rev-parse --show-toplevel", "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, err
	}
	root := strings.TrimSpace(string(top))
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	// Fixed prefixes and no external diff or text conversion, whatever
	// the user's configuration says; renamed files keep their old lines.
	diff, err := git(root, "git diff -U0 "+rev, "-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--no-textconv",
		"--find-renames", "--src-prefix=a/", "--dst-prefix=b/", "-U0", rev, "--")
	if err != nil {
		return nil, err
	}
	untracked, err := git(root, "git ls-files --others", "ls-files", "--others", "--exclude-standard", "-z")
	if err != nil {
		return nil, err
	}
	c := &Changes{root: root, added: map[string][][2]int{}, whole: map[string]bool{}}
	for _, name := range strings.Split(string(untracked), "\x00") {
		if name != "" {
			c.whole[name] = true
		}
	}
	// A file's part starts with "diff --git", which no line of a hunk
	// can start with (those start with "+", "-", " " or a backslash), and names
	// the new file on its "+++ " line before the first hunk.
	file, inHunk := "", false
	sc := bufio.NewScanner(bytes.NewReader(diff))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "diff ") {
			file, inHunk = "", false
			continue
		}
		if name, ok := strings.CutPrefix(line, "+++ "); ok && !inHunk {
			file = diffPath(name)
			continue
		}
		m := hunk.FindStringSubmatch(line)
		if m == nil || file == "" {
			continue
		}
		inHunk = true
		first, _ := strconv.Atoi(m[1])
		n := 1
		if m[2] != "" {
			n, _ = strconv.Atoi(m[2])
		}
		if n > 0 {
			c.added[file] = append(c.added[file], [2]int{first, first + n - 1})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading git diff: %v", err)
	}
	return c, nil
}

// diffPath returns the path of a "+++ " line relative to the top of the
// checkout, or "" for a deleted file: git quotes names with special
// characters as Go does, and ends one that has a space with a tab.
func diffPath(name string) string {
	name = strings.TrimSuffix(name, "\t")
	if strings.HasPrefix(name, `"`) {
		if u, err := strconv.Unquote(name); err == nil {
			name = u
		}
	}
	p, ok := strings.CutPrefix(name, "b/")
	if !ok {
		return "" // /dev/null
	}
	return p
}

// Has reports whether line (from 1) of file is a changed line.
func (c *Changes) Has(file string, line int) bool {
	if r, err := filepath.EvalSymlinks(file); err == nil {
		file = r
	}
	rel, err := filepath.Rel(c.root, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return false
	}
	rel = filepath.ToSlash(rel)
	if c.whole[rel] {
		return true
	}
	for _, r := range c.added[rel] {
		if r[0] <= line && line <= r[1] {
			return true
		}
	}
	return false
}

// git runs git in dir and returns its output, or an error with what git
// said, after what (the command, shortened).
func git(dir, what string, args ...string) ([]byte, error) {
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return nil, fmt.Errorf("%s: %s", what, msg)
		}
		return nil, fmt.Errorf("%s: %v", what, err)
	}
	return out, nil
}
