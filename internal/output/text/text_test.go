package text

import "testing"

func TestRelPosn(t *testing.T) {
	for _, tc := range []struct{ wd, posn, want string }{
		{"/m", "/m/p/a.go:3:9", "p/a.go:3:9"},
		{"/m/p", "/m/a.go:3:9", "/m/a.go:3:9"}, // above the working directory
		{"/m", "p/a.go:3:9", "p/a.go:3:9"},
		{"", "/m/a.go:3", "/m/a.go:3"},
	} {
		if got := relPosn(tc.wd, tc.posn); got != tc.want {
			t.Errorf("relPosn(%q, %q) = %q, want %q", tc.wd, tc.posn, got, tc.want)
		}
	}
}
