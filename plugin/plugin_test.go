package plugin_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	_ "github.com/idemlint/idemlint/plugin"
)

func build(t *testing.T, conf any) []*analysis.Analyzer {
	t.Helper()
	newPlugin, err := register.GetPlugin("idemlint")
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(conf)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("GetLoadMode() = %q, want %q", got, register.LoadModeTypesInfo)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	return as
}

func names(as []*analysis.Analyzer) string {
	var out []string
	for _, a := range as {
		out = append(out, a.Name)
	}
	return strings.Join(out, ",")
}

func TestSettings(t *testing.T) {
	a := build(t, map[string]any{
		"effect":  []any{"(*example.com/sms.Client).Send"},
		"fold":    false,
		"disable": []any{"ackorder"},
	})
	if got, want := names(a), "idemlint,checkthenact,effectbeforeclaim,randomkey"; got != want {
		t.Errorf("analyzers = %s, want %s", got, want)
	}
	if got := a[0].Flags.Lookup("effect").Value.String(); got != "(*example.com/sms.Client).Send" {
		t.Errorf("effect flag = %q", got)
	}
	if got := a[0].Flags.Lookup("fold").Value.String(); got != "false" {
		t.Errorf("fold flag = %q, want false", got)
	}
	if a[1].Requires[0] != a[0] {
		t.Error("checkthenact does not require this instance's model")
	}

	b := build(t, nil)
	if got, want := names(b), "idemlint,checkthenact,effectbeforeclaim,randomkey,ackorder"; got != want {
		t.Errorf("default analyzers = %s, want %s", got, want)
	}
	if got := b[0].Flags.Lookup("fold").Value.String(); got != "true" {
		t.Errorf("default fold = %q, want true", got)
	}
	if got := b[0].Flags.Lookup("effect").Value.String(); got != "" {
		t.Errorf("a second instance sees the first one's effect flag: %q", got)
	}
}

func TestBadSettings(t *testing.T) {
	newPlugin, err := register.GetPlugin("idemlint")
	if err != nil {
		t.Fatal(err)
	}
	for _, conf := range []any{
		map[string]any{"effects": []any{"x"}},
		map[string]any{"disable": []any{"nosuch"}},
	} {
		if _, err := newPlugin(conf); err == nil {
			t.Errorf("settings %v: no error", conf)
		}
	}
}

// TestFold checks that, as configured for golangci-lint, related positions
// are written into the message.
func TestFold(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	as := build(t, map[string]any{"disable": []any{"ackorder"}})
	analysistest.Run(t, dir, as[1], "plugin/fold")
}
