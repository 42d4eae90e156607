package main

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
)

// ownModule reports a unit of the user's own code: a package of the main
// module or of a module replaced by a directory (no version). Units of the
// standard library and of versioned dependencies stay facts-only: running
// them in full costs several times the whole run (std's test variants),
// and their findings are not the user's.
func ownModule(raw []byte) bool {
	var cfg struct {
		ModulePath, ModuleVersion string
		Module                    *struct{ Path, Version string }
	}
	if json.Unmarshal(raw, &cfg) != nil {
		return false
	}
	if cfg.Module != nil {
		return cfg.Module.Path != "" && cfg.Module.Version == ""
	}
	return cfg.ModulePath != "" && cfg.ModuleVersion == ""
}

// allUnits, under -idemlint.all-units (which the standalone driver passes
// to go vet), turns the unit of a package go vet analyses only as a
// dependency, for its facts, into a full one that reports too, for the
// user's own packages (ownModule): go vet's cache keeps one output per
// package, whichever way it was reached, and would replay an empty one
// when the package is later named (go1.26's vet). The driver keeps the
// findings of the packages its patterns name.
// It rewrites the .cfg argument of args in place.
func allUnits(args []string) {
	if !slices.ContainsFunc(args, func(a string) bool {
		name := strings.TrimLeft(a, "-")
		return a != name && (name == "idemlint.all-units" || name == "idemlint.all-units=true")
	}) {
		return
	}
	i := slices.IndexFunc(args, func(a string) bool { return strings.HasSuffix(a, ".cfg") })
	if i < 0 {
		return
	}
	raw, err := os.ReadFile(args[i])
	if err != nil {
		return // unitchecker reports it
	}
	var cfg map[string]json.RawMessage
	if json.Unmarshal(raw, &cfg) != nil || string(cfg["VetxOnly"]) != "true" || !ownModule(raw) {
		return
	}
	cfg["VetxOnly"] = json.RawMessage("false")
	b, err := json.Marshal(cfg)
	if err != nil {
		return
	}
	full := strings.TrimSuffix(args[i], ".cfg") + ".all.cfg"
	if os.WriteFile(full, b, 0o666) == nil {
		args[i] = full
	}
}
