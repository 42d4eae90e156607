package sarif

import "testing"

func TestLevel(t *testing.T) {
	for category, want := range map[string]string{"check-then-insert-unique": "note", "check-then-act": "warning", "": "warning"} {
		if got := level(category); got != want {
			t.Errorf("level(%q) = %q, want %q", category, got, want)
		}
	}
}
