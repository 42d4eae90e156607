// Package baseline reads -baseline's file, an earlier output of idemlint
// -format=sarif or -format=json, for the fingerprints of its findings
// (output.SetFingerprints): adopting idemlint on a codebase with findings,
// the command does not report those, so that only new ones fail CI.
package baseline

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/idemlint/idemlint/internal/output"
)

// Read returns the fingerprints of the findings in a previous output of
// idemlint: -format=sarif (partialFingerprints) or -format=json (each
// finding's "fingerprint").
func Read(name string) (map[string]bool, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, fmt.Errorf("%s is not the output of idemlint -format=json or -format=sarif: %v", name, err)
	}
	if _, ok := top["runs"]; ok && top["version"] != nil {
		return sarifBaseline(name, data)
	}
	return jsonBaseline(name, top)
}

// errNoFingerprint says a baseline predates the fingerprints this binary
// computes.
var errNoFingerprint = errors.New("a finding without idemlint's " + output.FingerprintKey + " fingerprint (written by an older idemlint? write the baseline again)")

func sarifBaseline(name string, data []byte) (map[string]bool, error) {
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name string `json:"name"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				PartialFingerprints map[string]string `json:"partialFingerprints"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &log); err != nil {
		return nil, fmt.Errorf("%s is not a SARIF log: %v", name, err)
	}
	known := map[string]bool{}
	for _, run := range log.Runs {
		if run.Tool.Driver.Name != "idemlint" {
			return nil, fmt.Errorf("%s holds a SARIF run of %q, not of idemlint", name, run.Tool.Driver.Name)
		}
		for _, r := range run.Results {
			fp := r.PartialFingerprints[output.FingerprintKey]
			if fp == "" {
				return nil, fmt.Errorf("%s: %w", name, errNoFingerprint)
			}
			known[fp] = true
		}
	}
	return known, nil
}

// jsonBaseline reads -format=json's document: package → analyzer →
// findings.
func jsonBaseline(name string, top map[string]json.RawMessage) (map[string]bool, error) {
	known := map[string]bool{}
	for pkg, raw := range top {
		var byAnalyzer map[string][]struct {
			Posn        string `json:"posn"`
			Fingerprint string `json:"fingerprint"`
		}
		if err := json.Unmarshal(raw, &byAnalyzer); err != nil {
			return nil, fmt.Errorf("%s is not the output of idemlint -format=json or -format=sarif: under %q: %v", name, pkg, err)
		}
		for _, diags := range byAnalyzer {
			for _, d := range diags {
				if d.Fingerprint == "" {
					return nil, fmt.Errorf("%s: %s: %w", name, d.Posn, errNoFingerprint)
				}
				known[d.Fingerprint] = true
			}
		}
	}
	return known, nil
}
