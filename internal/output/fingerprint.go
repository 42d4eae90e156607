package output

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/source"
)

// FingerprintKey names the fingerprint in SARIF's partialFingerprints. v1
// hashed the flagged line's text, so an edit of that line made its
// finding new; v2 hashes the enclosing function's name instead.
const FingerprintKey = "idemlintFinding/v2"

// atLine and colonNum match what moves with unrelated edits in a message:
// "at line N", and the ":N" of "file.go:N" (folded related positions).
var (
	atLine   = regexp.MustCompile(`\bline \d+`)
	colonNum = regexp.MustCompile(`:\d+\b`)
)

// SetFingerprints gives each finding, in position order, a fingerprint
// that survives edits elsewhere in its file: a hash of its analyzer, its
// file relative to root, the function it is in (or, outside any function,
// the trimmed text of its line), its message without line numbers,
// whether it is silenced, and how many findings before it in the file
// share all of these (two identical checks in one function stay two).
func SetFingerprints(findings []*Finding, root string, src *source.Files) {
	seen := map[string]int{}
	for _, f := range findings {
		file, line, _ := SplitPosn(f.Posn)
		uri, _ := URI(file, root)
		where := "line " + strings.TrimSpace(src.Line(file, line))
		if fn := src.FuncAt(file, line); fn != "" {
			where = "func " + fn
		}
		silenced := ""
		if n := len(f.Related); n > 0 {
			if _, ok := report.Silenced(f.Related[n-1].Message); ok {
				silenced = "silenced"
			}
		}
		msg := colonNum.ReplaceAllString(atLine.ReplaceAllString(f.Message, "line"), "")
		key := strings.Join([]string{f.Analyzer, uri, where, msg, silenced}, "\x00")
		seen[key]++
		sum := sha256.Sum256([]byte(key + "\x00" + strconv.Itoa(seen[key])))
		f.Fingerprint = hex.EncodeToString(sum[:16])
	}
}
