package driver

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSplitQuoted checks that GOCACHEPROG is split as the go command
// splits it: on spaces, with quotes around a field and no escapes.
func TestSplitQuoted(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"prog", []string{"prog"}},
		{" prog  -dir\t/tmp/c \n", []string{"prog", "-dir", "/tmp/c"}},
		{`"/opt/my cache/prog" -x 'a b' "it's"`, []string{"/opt/my cache/prog", "-x", "a b", "it's"}},
		{`a\ b`, []string{`a\`, "b"}},
		{"", nil},
	} {
		if got, err := splitQuoted(c.in); err != nil || !slices.Equal(got, c.want) {
			t.Errorf("splitQuoted(%q) = %q, %v, want %q", c.in, got, err, c.want)
		}
	}
	if got, err := splitQuoted(`prog "-dir /tmp`); err == nil {
		t.Errorf("splitQuoted of an unterminated quote = %q, want an error", got)
	}
}

// TestProgGivenUp checks that a cache program that does not start, or
// does not open with the commands it knows, is given up: the cache holds
// nothing (the local directory is not used instead), and close says why.
func TestProgGivenUp(t *testing.T) {
	cases := map[string]string{
		"/nonexistent/cacheprog -dir x": "GOCACHEPROG /nonexistent/cacheprog: ",
		`"unterminated`:                 "GOCACHEPROG: unterminated",
		"  ":                            "GOCACHEPROG names no program",
	}
	if _, err := exec.LookPath("sh"); err == nil {
		cases["sh -c 'echo not json'"] = "GOCACHEPROG sh: invalid character"
		cases["sh -c 'echo {}'"] = "GOCACHEPROG sh: its first response declares no commands"
		cases["sh -c 'exit 0'"] = "GOCACHEPROG sh exited"
	}
	for prog, want := range cases {
		dir := t.TempDir()
		c := openCache(dir, prog)
		c.putRaw("ab00", []byte("data"))
		if c.on() || c.getRaw("ab00") != nil {
			t.Errorf("GOCACHEPROG=%s: the cache holds entries", prog)
		}
		if _, err := os.Stat(c.file("ab00")); err == nil {
			t.Errorf("GOCACHEPROG=%s: the entry went to the local directory", prog)
		}
		if err := c.close(); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("GOCACHEPROG=%s: close() = %v, want %q…", prog, err, want)
		}
	}
	c := openCache(t.TempDir(), "")
	c.putRaw("ab00", []byte("data"))
	if string(c.getRaw("ab00")) != "data" || c.close() != nil {
		t.Errorf("without GOCACHEPROG, the directory does not hold the entry")
	}
}

// TestProgGet runs scripted cache programs, each answering one get: a hit
// whose file holds the body put under its output id is read; a miss is
// nil and keeps the program; an error, the response of another request, a
// hit whose file is missing or holds other bytes give the program up.
func TestProgGet(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh to script the programs")
	}
	body := filepath.Join(t.TempDir(), "body")
	if err := os.WriteFile(body, []byte("data"), 0o666); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte("data"))
	other := sha256.Sum256([]byte("other"))
	hit := func(out [32]byte, path string) string {
		return fmt.Sprintf(`{\"ID\":1,\"OutputID\":\"%s\",\"Size\":4,\"DiskPath\":\"%s\"}`, base64.StdEncoding.EncodeToString(out[:]), path)
	}
	for _, c := range []struct {
		answer string
		want   string // the data got
		err    string // why the program was given up
	}{
		{answer: hit(sum, body), want: "data"},
		{answer: `{\"ID\":1,\"Miss\":true}`},
		{answer: `{\"ID\":1,\"Err\":\"boom\"}`, err: "GOCACHEPROG sh: get " + hex.EncodeToString(actionID("ab00")) + ": boom"},
		{answer: `{\"ID\":7}`, err: "GOCACHEPROG sh answered request 1 with the response of 7"},
		{answer: hit(sum, "/nonexistent/body"), err: "GOCACHEPROG sh: get " + hex.EncodeToString(actionID("ab00")) + ": open /nonexistent/body"},
		{answer: hit(other, body), err: "does not hold the body of output " + hex.EncodeToString(other[:])},
	} {
		prog := fmt.Sprintf(`sh -c 'echo "{\"KnownCommands\":[\"get\",\"close\"]}"; read req; echo "%s"; read req; echo "{\"ID\":2}"'`, c.answer)
		p := openCache("", prog)
		if !p.on() {
			t.Fatalf("%s: not started: %v", c.answer, p.close())
		}
		if got := p.getRaw("ab00"); string(got) != c.want {
			t.Errorf("%s: got %q, want %q", c.answer, got, c.want)
		}
		if p.on() != (c.err == "") {
			t.Errorf("%s: on() = %t after the get", c.answer, p.on())
		}
		err := p.close()
		if c.err == "" && err != nil || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("%s: close() = %v, want %q", c.answer, err, c.err)
		}
	}
}
