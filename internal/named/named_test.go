package named

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestSplitFullName(t *testing.T) {
	for _, tc := range []struct {
		name, pkg, decl string
		ok              bool
	}{
		{"example.com/sms.Send", "example.com/sms", "Send", true},
		{"(*example.com/sms.Client).Send", "example.com/sms", "Client.Send", true},
		{"(example.com/a/b.T).M", "example.com/a/b", "T.M", true},
		{"Send", "", "", false},
	} {
		if pkg, decl, ok := splitFullName(tc.name); pkg != tc.pkg || decl != tc.decl || ok != tc.ok {
			t.Errorf("splitFullName(%q) = %q, %q, %t, want %q, %q, %t", tc.name, pkg, decl, ok, tc.pkg, tc.decl, tc.ok)
		}
	}
}

// TestCheck checks the misses of a model's flags: functions, methods of
// a type or its pointer, interface methods and generic receivers are
// declared; a misspelt method is a miss of a loaded package with the
// closest name, and a package the build does not have is a miss with
// the closest package.
func TestCheck(t *testing.T) {
	file := filepath.Join(t.TempDir(), "shop.go")
	src := "package shop\n\nfunc Handle() {}\n\ntype Store[T any] struct{}\n\nfunc (s *Store[T]) Save() {}\n\ntype Mailer interface{ Send() }\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	model := &analysis.Analyzer{Name: "idemlint"}
	model.Flags.String("effect", "example.com/shop.Handle,(*example.com/shop.Store).Save,(example.com/shop.Mailer).Send,example.com/shpo.Handle", "")
	model.Flags.String("claim", "(example.com/shop.Store).Sav", "")
	model.Flags.Bool("fold", true, "")
	got := Check(model, map[string][]string{"example.com/shop": {file}})
	want := []Miss{
		{Flag: "-idemlint.claim", Name: "(example.com/shop.Store).Sav", Loaded: true, Closest: []string{"(example.com/shop.Store).Save"}},
		{Flag: "-idemlint.effect", Name: "example.com/shpo.Handle", Closest: []string{"example.com/shop.Handle"}},
	}
	if !slices.EqualFunc(got, want, func(a, b Miss) bool {
		return a.Flag == b.Flag && a.Name == b.Name && a.Loaded == b.Loaded && slices.Equal(a.Closest, b.Closest)
	}) {
		t.Errorf("Check = %+v, want %+v", got, want)
	}
	if s := want[0].String(); s != "-idemlint.claim: (example.com/shop.Store).Sav names no function in the loaded packages (closest: (example.com/shop.Store).Save)" {
		t.Errorf("String() = %q", s)
	}
}
