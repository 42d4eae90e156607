package driver

import (
	"slices"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/model"
)

// The whole-module view of one-shot code. Each analysed unit of the main
// module(s) records its functions (model.Entries); after the run, a
// function reachable from start-up (a package's init, a command's main) or
// from tests, and from nothing that runs per message or per request, is
// one-shot, and the findings in it of the analyzers model.OneShotSilent
// names are dropped. A function stored as a command-line command's
// function (cobra's RunE, urfave/cli's Action) is start-up too. Live are the model's handlers and receive loops,
// every function taken as a value (a callback, a route, a method value)
// outside test code, but one stored into a func field of a struct type
// of the module that the module's code only calls (or compares with nil)
// — what is stored there runs where the field's readers run —, and one
// passed to a func parameter of a function of the module that it and its
// closures only call — it runs where they call it (main handing a
// command constructor the function that opens the database) —,
// the methods an interface call may reach (any of the module's methods of
// that name), in a module that is a library (it has no command, or no
// handler nor receive loop: an SDK whose example mains call its API), the
// exported API of its packages outside internal directories, and the
// exported API of the packages whose callers the view may not see (blind). The entries
// are cached with the unit's findings, and the view is computed on every
// run, from them, so a replayed unit's findings are filtered as a fresh
// one's. A unit of the module that does not load records none, so what it
// may call is taken as live (blind).

// blind returns the packages whose callers the view may not see: the
// imports of the main module's units that did not load or type-check,
// which record no entries, and, in a run on part of the main module (a
// package of it is loaded that the patterns do not name: idemlint
// ./internal/services; not one that ./... never names, wildcardSkips),
// the packages the patterns name, whose importers
// are outside the view. Their exported functions are live, for such a
// unit may be a handler that calls them: a test that reaches one decides
// nothing (a service method that a handler of another package calls, and
// its own test).
func blind(g *graph, outs map[*unit]*entry) map[string]bool {
	out := map[string]bool{}
	var named []string
	part := false
	for _, u := range g.units {
		if !inMain(u) || !plain(u) {
			continue
		}
		switch {
		case g.named[u.pkg.PkgPath]:
			named = append(named, u.pkg.PkgPath)
		case !wildcardSkips(u):
			part = true
		}
	}
	if part {
		for _, p := range named {
			out[p] = true
		}
	}
	for _, u := range g.units {
		failed := len(u.pkg.Errors) > 0
		if en := outs[u]; en != nil && len(en.Errors) > 0 && len(en.Entries) == 0 {
			failed = true
		}
		if !inMain(u) || !failed {
			continue
		}
		for _, imp := range u.imports {
			out[imp.pkg.PkgPath] = true
		}
	}
	return out
}

// wildcardSkips reports a package of a main module that a pattern
// ending in ... never names, the go command's rule: one under a testdata
// directory, or one whose directory starts with . or _ (test images that
// traQ's tests import). Loaded, but left out by no choice of the user's.
func wildcardSkips(u *unit) bool {
	rel := strings.TrimPrefix(u.pkg.PkgPath, u.pkg.Module.Path)
	for _, el := range strings.Split(rel, "/") {
		if el == "testdata" || strings.HasPrefix(el, ".") || strings.HasPrefix(el, "_") {
			return true
		}
	}
	return false
}

// entryPkg returns the import path of the package of an entry's function,
// from its full name (pkg.F, (*pkg.T).M).
func entryPkg(name string) string {
	name = strings.TrimPrefix(strings.TrimPrefix(name, "("), "*")
	if recv, _, ok := strings.Cut(name, ")."); ok {
		name = recv
	}
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[:i]
	}
	return name
}

// oneShot drops the findings in one-shot functions. The exported
// functions of the packages in blind are live.
func oneShot(ds []Diagnostic, entries []model.Entry, blind map[string]bool) []Diagnostic {
	if len(entries) == 0 {
		return ds
	}
	byName := map[string][]int{}
	byMethod := map[string][]int{}
	stored := map[string][]string{} // func field → the functions stored there
	used := map[string]bool{}       // func fields read for more than a call
	library, serves := true, false
	for _, e := range entries {
		for _, f := range e.Fields {
			k, fn, _ := strings.Cut(f, "\t")
			stored[k] = append(stored[k], fn)
		}
		for _, k := range e.FieldUses {
			used[k] = true
		}
	}
	// callers: for a func parameter its function only calls ("f\tparam"),
	// the entries that call it.
	callers := map[string][]string{}
	forwards := map[string][]string{} // … and the func parameters it passes it on to
	for _, e := range entries {
		for _, cp := range e.CalledParams {
			p, c, _ := strings.Cut(cp, "\t")
			k := e.Name + "\t" + p
			callers[k] = append(callers[k], c)
		}
		for _, fp := range e.ForwardedParams {
			p, to, _ := strings.Cut(fp, "\t")
			k := e.Name + "\t" + p
			forwards[k] = append(forwards[k], to)
		}
	}
	callers = forwarded(callers, forwards)
	keeps := map[string][]string{} // a func parameter its function stores ("f\tparam") → the func fields
	for _, e := range entries {
		for _, sp := range e.StoredParams {
			p, k, _ := strings.Cut(sp, "\t")
			keeps[e.Name+"\t"+p] = append(keeps[e.Name+"\t"+p], k)
		}
	}
	args := map[int][]int{} // an entry calling a func parameter → the functions passed there
	for i, e := range entries {
		byName[e.Name] = append(byName[e.Name], i)
		if j := strings.LastIndex(e.Name, ")."); j >= 0 && strings.HasPrefix(e.Name, "(") {
			byMethod[e.Name[j+2:]] = append(byMethod[e.Name[j+2:]], i)
		}
		if e.Role == model.Start && strings.HasSuffix(e.Name, ".main") {
			library = false
		}
		serves = serves || e.Role == model.Live
	}
	// A module whose code runs nothing per message or per request is a
	// library, whatever commands it has: an SDK's example mains call its
	// API as its users' services do.
	library = library || !serves
	next := func(i int, into func(int)) {
		e := &entries[i]
		visit := func(j int) {
			if entries[j].Role == model.TestRoot && e.Role != model.TestRoot {
				return // code the program runs does not call test code: a method of a test helper named as one it calls (Start) is not reached
			}
			into(j)
		}
		for _, names := range [][]string{e.Calls, e.Refs} {
			for _, n := range names {
				for _, j := range byName[n] {
					visit(j)
				}
			}
		}
		for _, m := range e.Methods {
			for _, j := range byMethod[m] {
				visit(j)
			}
		}
		for _, k := range e.FieldCalls {
			for _, n := range stored[k] {
				for _, j := range byName[n] {
					visit(j)
				}
			}
		}
		for _, j := range args[i] {
			visit(j)
		}
	}
	reach := func(roots []int) []bool {
		seen := make([]bool, len(entries))
		work := roots
		for _, r := range roots {
			seen[r] = true
		}
		for len(work) > 0 {
			i := work[len(work)-1]
			work = work[:len(work)-1]
			next(i, func(j int) {
				if !seen[j] {
					seen[j] = true
					work = append(work, j)
				}
			})
		}
		return seen
	}
	var live, once []int
	for i, e := range entries {
		switch {
		case e.Role == model.Live || library && e.Exported && !e.Internal || e.Exported && blind[entryPkg(e.Name)]:
			live = append(live, i)
		case e.Role == model.Start || e.Role == model.TestRoot:
			once = append(once, i)
		}
		for _, a := range e.Args {
			k, n := a[:strings.LastIndexByte(a, '\t')], a[strings.LastIndexByte(a, '\t')+1:]
			cs, only := callers[k]
			switch {
			case e.Role == model.TestRoot:
				once = append(once, byName[n]...)
			case len(keeps[k]) > 0: // kept in a func field: run where the field's readers call it
				for _, f := range keeps[k] {
					stored[f] = append(stored[f], n)
					if used[f] {
						live = append(live, byName[n]...)
					}
				}
			case !only:
				live = append(live, byName[n]...) // a callback
			default: // run where the callee's code calls it
				for _, c := range cs {
					for _, j := range byName[c] {
						args[j] = append(args[j], byName[n]...)
					}
				}
			}
		}
		for _, n := range e.Refs {
			if e.Role == model.TestRoot {
				once = append(once, byName[n]...) // a test's callback: test code
			} else {
				live = append(live, byName[n]...) // a callback runs whenever it is called back
			}
		}
		for _, f := range e.Fields {
			if k, n, _ := strings.Cut(f, "\t"); used[k] {
				live = append(live, byName[n]...) // the field's value goes further than its readers' calls
			}
		}
		for _, n := range e.Starts {
			once = append(once, byName[n]...) // a command's function runs when the command is invoked
		}
	}
	isLive, fromStart := reach(live), reach(once)
	out := ds[:0]
	for _, d := range ds {
		if model.OneShotSilent[d.Analyzer] {
			if i := innermost(entries, d.Posn); i >= 0 && fromStart[i] && !isLive[i] {
				continue
			}
		}
		out = append(out, d)
	}
	return out
}

// forwarded adds to each func parameter's callers those of the
// parameters it is passed on to, and drops a parameter passed on to one
// that is not only called (a library's, a registration's).
func forwarded(callers, forwards map[string][]string) map[string][]string {
	out := map[string][]string{}
	state := map[string]uint8{} // 1 resolving, 2 done
	var resolve func(k string) bool
	resolve = func(k string) bool {
		switch state[k] {
		case 1:
			return true // a cycle adds no callers
		case 2:
			_, ok := out[k]
			return ok
		}
		state[k] = 1
		cs, ok := callers[k]
		cs = slices.Clone(cs)
		for _, to := range forwards[k] {
			if !ok {
				break
			}
			if ok = resolve(to); ok {
				cs = append(cs, out[to]...)
			}
		}
		state[k] = 2
		if ok {
			out[k] = cs
		}
		return ok
	}
	for k := range callers {
		resolve(k)
	}
	return out
}

// innermost returns the entry whose lines hold the position file:line:col
// most narrowly, or -1.
func innermost(entries []model.Entry, posn string) int {
	file, line := splitPosn(posn)
	best := -1
	for i, e := range entries {
		if e.File != file || line < e.Line || line > e.End {
			continue
		}
		if best < 0 || e.End-e.Line < entries[best].End-entries[best].Line {
			best = i
		}
	}
	return best
}

// splitPosn splits file:line:col.
func splitPosn(posn string) (string, int) {
	i := strings.LastIndexByte(posn, ':')
	if i < 0 {
		return posn, 0
	}
	j := strings.LastIndexByte(posn[:i], ':')
	if j < 0 {
		return posn, 0
	}
	line, _ := strconv.Atoi(posn[j+1 : i])
	return posn[:j], line
}
