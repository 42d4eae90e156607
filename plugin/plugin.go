// Package plugin registers idemlint as a golangci-lint module plugin named
// "idemlint", so that //nolint:idemlint works and its settings live in
// .golangci.yml:
//
//	linters:
//	  enable: [idemlint]
//	  settings:
//	    custom:
//	      idemlint:
//	        type: module
//	        settings:
//	          effect: ["(*example.com/sms.Client).Send"]
//	          disable: [ackorder]
//
// The settings are the flags of the standalone binary: the lists handler,
// check, claim, effect, ack and keysink of fully qualified function names,
// fold (default true here: golangci-lint shows related information as
// separate issues, which would escape a //nolint on the finding's line), and
// disable, a list of analyzer names to turn off.
package plugin

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/ackorder"
	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/analyzers/effectbeforeclaim"
	"github.com/idemlint/idemlint/analyzers/randomkey"
	"github.com/idemlint/idemlint/internal/model"
)

func init() {
	register.Plugin("idemlint", New)
}

// Settings is the plugin's configuration. Keys are lower-case: golangci-lint
// lower-cases them before the plugin sees them.
type Settings struct {
	Handler []string `json:"handler"`
	Check   []string `json:"check"`
	Claim   []string `json:"claim"`
	Effect  []string `json:"effect"`
	Ack     []string `json:"ack"`
	KeySink []string `json:"keysink"`
	Fold    *bool    `json:"fold"`
	Disable []string `json:"disable"`
}

type plugin struct{ settings Settings }

// New decodes the settings; unknown keys and unknown analyzer names are
// errors, so a typo fails the run instead of silently doing nothing.
func New(conf any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](conf)
	if err != nil {
		return nil, err
	}
	for _, name := range s.Disable {
		if !slices.Contains(checkers, name) {
			return nil, fmt.Errorf("idemlint: disable: unknown analyzer %q (known: %s)", name, strings.Join(checkers, ", "))
		}
	}
	return &plugin{settings: s}, nil
}

// checkers are the analyzers a configuration may disable.
var checkers = []string{"checkthenact", "effectbeforeclaim", "randomkey", "ackorder"}

// BuildAnalyzers returns a fresh model and checkers for this configuration:
// no state is shared with other instances or with the package-level
// Analyzer variables.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	m := model.New()
	s := p.settings
	fold := s.Fold == nil || *s.Fold
	set := map[string]string{
		"fold":    strconv.FormatBool(fold),
		"handler": strings.Join(s.Handler, ","),
		"check":   strings.Join(s.Check, ","),
		"claim":   strings.Join(s.Claim, ","),
		"effect":  strings.Join(s.Effect, ","),
		"ack":     strings.Join(s.Ack, ","),
		"keysink": strings.Join(s.KeySink, ","),
	}
	for name, value := range set {
		if value == "" {
			continue
		}
		if err := m.Flags.Set(name, value); err != nil {
			return nil, fmt.Errorf("idemlint: %s: %v", name, err)
		}
	}
	out := []*analysis.Analyzer{m}
	for _, a := range []*analysis.Analyzer{checkthenact.New(m), effectbeforeclaim.New(m), randomkey.New(m), ackorder.New(m)} {
		if !slices.Contains(s.Disable, a.Name) {
			out = append(out, a)
		}
	}
	return out, nil
}

// GetLoadMode asks for type information: the model builds SSA.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
