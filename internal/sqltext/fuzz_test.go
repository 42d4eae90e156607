package sqltext

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func FuzzParse(f *testing.F) {
	for _, c := range parseCases {
		f.Add(c.sql)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got := Parse(text)
		if again := Parse(text); !reflect.DeepEqual(got, again) {
			t.Fatalf("Parse(%q) is not deterministic", text)
		}
		if padded := Parse(" \n" + text); !reflect.DeepEqual(got, padded) {
			t.Fatalf("Parse(%q) changes with leading whitespace:\n%s\n%s", text, dump(got), dump(padded))
		}
		if n := strings.Count(text, ";") + 1; len(got) > n {
			t.Fatalf("Parse(%q) returned %d statements from at most %d", text, len(got), n)
		}
		for _, st := range got {
			if err := checkStmt(st, len(text)); err != "" {
				t.Fatalf("Parse(%q): %s in %+v", text, err, st)
			}
		}
	})
}

// checkStmt returns the first broken invariant of st, or "".
func checkStmt(st Stmt, textLen int) string {
	lower := func(s string) bool { return s != "" && strings.ToLower(s) == s }
	param := func(p Param) bool {
		return p.Ordinal >= 0 && p.Ordinal <= maxOrdinal+textLen && (p.Name == "" || p.Ordinal > 0)
	}
	isWrite := st.Kind == Insert || st.Kind == Update || st.Kind == Delete
	switch {
	case st.Kind > Other:
		return "kind out of range"
	case st.Kind == Unknown && !reflect.DeepEqual(st, Stmt{}):
		return "unknown statement with fields set"
	case st.Conflict > DuplicateKeyUpdate || st.Lock > ForShare:
		return "enum out of range"
	case st.Conflict != NoConflict && st.Kind != Insert:
		return "conflict outside INSERT"
	case len(st.ConflictTarget) > 0 && st.Conflict != DoNothing && st.Conflict != DoUpdate:
		return "conflict target without ON CONFLICT"
	case (st.Lock != NoLock || st.Exists) && st.Kind != Select:
		return "select field outside SELECT"
	case st.SkipLocked && st.Lock == NoLock:
		return "SKIP LOCKED without a lock"
	case st.Count && !st.Exists:
		return "count without exists"
	case (len(st.Columns) > 0 || st.InsertSelect) && st.Kind != Insert:
		return "insert field outside INSERT"
	case st.NotExists && !st.InsertSelect:
		return "NOT EXISTS guard outside INSERT ... SELECT"
	case len(st.Where) > 0 && st.Kind != Select && st.Kind != Update && st.Kind != Delete:
		return "WHERE outside SELECT, UPDATE, DELETE"
	case st.Returning && !isWrite:
		return "RETURNING outside a write"
	case st.Table != "" && !lower(st.Table):
		return "table not lower-cased"
	}
	for _, c := range st.ConflictTarget {
		if !lower(c) {
			return "conflict target not lower-cased"
		}
	}
	for _, v := range st.Columns {
		if !lower(v.Column) || !param(v.Param) || v.Literal && v.Param.Ordinal > 0 {
			return "bad value"
		}
	}
	for _, p := range st.Where {
		if !lower(p.Column) || p.Op == "" || !param(p.Param) || p.Literal && p.Param.Ordinal > 0 {
			return "bad predicate"
		}
	}
	if st.Kind.String() == "" || st.Conflict.String() == "" || st.Lock.String() == "" {
		return "empty name"
	}
	return ""
}

// TestLinear feeds inputs built to trigger backtracking or nested
// rescanning. Quadratic work on them would take minutes, so the generous
// bound only fails on a real blowup.
func TestLinear(t *testing.T) {
	const n = 1 << 16
	inputs := map[string]string{
		"open parens":      strings.Repeat("(", n),
		"select parens":    "SELECT " + strings.Repeat("(", n) + strings.Repeat(")", n),
		"nested exists":    strings.Repeat("SELECT EXISTS (", n) + strings.Repeat(")", n),
		"nested ctes":      strings.Repeat("WITH a AS (", n) + "SELECT 1" + strings.Repeat(") SELECT 1", n),
		"nested casts":     "SELECT * FROM t WHERE a = " + strings.Repeat("CAST(", n) + "$1" + strings.Repeat(" AS int)", n),
		"nested preds":     "DELETE FROM t WHERE " + strings.Repeat("(a = 1 AND ", n) + "b = 2" + strings.Repeat(")", n),
		"long conjunction": "UPDATE t SET a = 1 WHERE " + strings.Repeat("a = $1 AND ", n) + "b = 2",
		"many statements":  strings.Repeat("SELECT 1 FROM t WHERE a = ?;", n),
		"many values":      "INSERT INTO t (" + strings.Repeat("a,", n) + "b) VALUES (" + strings.Repeat("?,", n) + "?) ON CONFLICT (a) DO NOTHING",
		"dollar tags":      strings.Repeat("$a$ $b", n),
		"comment opens":    strings.Repeat("/*", n),
		"quotes":           strings.Repeat(`'"`+"`", n),
		"casts":            "SELECT " + strings.Repeat("$1::", n),
		"between":          "SELECT * FROM t WHERE " + strings.Repeat("a BETWEEN 1 AND ", n) + "2",
		"names":            strings.Repeat(":a @b $c ?", n),
	}
	for name, in := range inputs {
		start := time.Now()
		Parse(in)
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%s: %d bytes took %v", name, len(in), d)
		}
	}
}

func TestStrings(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Unknown.String(), "unknown"},
		{Select.String(), "select"},
		{Insert.String(), "insert"},
		{Update.String(), "update"},
		{Delete.String(), "delete"},
		{Other.String(), "other"},
		{Kind(99).String(), "unknown"},
		{NoConflict.String(), "none"},
		{DoNothing.String(), "do nothing"},
		{DoUpdate.String(), "do update"},
		{Ignore.String(), "ignore"},
		{Replace.String(), "replace"},
		{DuplicateKeyUpdate.String(), "on duplicate key update"},
		{Conflict(99).String(), "none"},
		{NoLock.String(), "none"},
		{ForUpdate.String(), "for update"},
		{ForShare.String(), "for share"},
		{Lock(99).String(), "none"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
