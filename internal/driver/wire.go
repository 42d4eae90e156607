package driver

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/idemlint/idemlint/internal/model"
)

// The whole-module view of interface calls (see model.Decls). After every
// unit has run once, the declarations of every package of the main
// module(s) are read — from their check, or from the cache — and each
// method of an interface of the module whose live implementations in the
// module all do something the model knows gets the summary they agree on
// as its *model.Summary fact. The units that see such an interface (it is
// their package's, or a direct import's) run again with it, and so do the
// importers of a unit whose facts that changed, in dependency order; a
// unit of the module the gate turned away runs too when it sees one, for
// the service layer between a handler and its repository imports nothing
// the gate knows. The implementations' own summaries may change with the
// answers, so the view is computed again, up to maxWiringRounds times,
// until it no longer changes.
//
// A unit run again is cached under a key of its own key and of what the
// view told it: the wired facts it sees and the keys of its imports that
// ran again. A run with nothing changed replays every step.

// maxWiringRounds bounds the rounds of the whole-module view. A stack of
// decorators (logging around metrics around the repository) resolves one
// layer a round: supermq's services need four.
const maxWiringRounds = 5

// inMain reports a unit of the main module(s), not a generated test main.
func inMain(u *unit) bool {
	m := u.pkg.Module
	return m != nil && m.Main && !(strings.HasSuffix(u.pkg.ID, ".test") && u.pkg.Name == "main")
}

// testsDone reports a unit whose analysis is of test code only and has
// run: no fact of the view changes it (model: a package of test code is
// summarised no further than its calls, for the one-shot view). It is an
// external test package, or a test variant analysed for its test files
// only; one that the gate turned away is analysed when its view says so.
func (e *executor) testsDone(u *unit) bool {
	if !u.testsOnly && (u.pkg.ForTest == "" || u.pkg.PkgPath != u.pkg.ForTest+"_test") {
		return false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.outs[u] != nil && len(e.outs[u].Entries) > 0
}

// plain reports a unit that is its package itself, not a test variant.
func plain(u *unit) bool { return u.pkg.ForTest == "" && !strings.HasSuffix(u.pkg.ID, ".test") }

// declsKey names a unit's declarations in the cache.
func declsKey(u *unit) string { return u.full + "-decls" }

// wiredKey names an interface method: its package and object path, and
// its name.
type wiredKey struct{ pkg, path, name string }

var (
	summaryType    = reflect.TypeFor[*model.Summary]()
	registeredType = reflect.TypeFor[*model.Registered]()
	passedType     = reflect.TypeFor[*model.Passed]()
	noopType       = reflect.TypeFor[*model.Noop]()
)

// wire runs the whole-module view.
func (e *executor) wire(g *graph) {
	var mods []*unit
	for _, u := range g.units {
		if inMain(u) {
			mods = append(mods, u)
		}
	}
	if len(mods) == 0 || !slices.Contains(e.order, model.Analyzer) {
		return
	}
	e.declarations(g, mods)
	e.byPkg = map[string][]*unit{}
	for _, u := range g.units {
		e.byPkg[u.pkg.PkgPath] = append(e.byPkg[u.pkg.PkgPath], u)
	}
	for _, us := range e.byPkg {
		slices.SortStableFunc(us, func(a, b *unit) int { return cmpBool(!plain(a), !plain(b)) })
	}
	prev := ""
	for round := range maxWiringRounds {
		wired, regs, passed := e.wired(mods), e.registered(mods), e.passed(mods)
		e.res.Wired, e.res.Registered = len(wired), len(regs)
		d := digest(wired) + digest(regs) + digest(passed)
		if d == prev {
			return
		}
		prev = d
		if round > 0 || len(wired) > 0 || len(regs) > 0 || len(passed) > 0 {
			e.rewire(g, wired, regs, passed)
		}
	}
	if d := digest(e.wired(mods)) + digest(e.registered(mods)) + digest(e.passed(mods)); d != prev {
		e.res.WiringCut = true
	}
}

// passed returns, for each function of an internal package of the main
// module whose calls in its other packages pass, for a func parameter,
// functions that all agree on something (model.Passes: main handing its
// closures to the scheduler's RegisterJob), what they agree on. A
// function that a package of the module takes as a value, or whose name
// a package the run did not analyse selects, gets nothing: its calls are
// not all seen.
func (e *executor) passed(mods []*unit) map[wiredKey]*model.Passed {
	type fn struct {
		name    string
		params  map[int][]*model.Summary
		unknown map[int]bool
		value   bool
	}
	fns := map[wiredKey]*fn{}
	var blind []*unit
	for _, u := range mods {
		en := e.outs[u]
		if en == nil || len(en.Entries) == 0 {
			blind = append(blind, u) // not analysed: turned away by the gate, or not type-checked
			continue
		}
		for _, p := range en.Passes {
			if !isInternalPath(p.Pkg) || !slices.ContainsFunc(e.byPkg[p.Pkg], inMain) {
				continue
			}
			k := wiredKey{p.Pkg, p.Path, ""}
			f := fns[k]
			if f == nil {
				f = &fn{name: p.Name, params: map[int][]*model.Summary{}, unknown: map[int]bool{}}
				fns[k] = f
			}
			switch {
			case p.Param == 0:
				f.value = true
			case p.Summary == nil:
				f.unknown[p.Param] = true
			default:
				f.params[p.Param] = append(f.params[p.Param], p.Summary)
			}
		}
	}
	out := map[wiredKey]*model.Passed{}
	for k, f := range fns {
		if f.value || slices.ContainsFunc(blind, func(u *unit) bool { return e.selects(u)(f.name) }) {
			continue
		}
		var pp []model.PassedParam
		for _, p := range slices.Sorted(maps.Keys(f.params)) {
			if f.unknown[p] {
				continue
			}
			if s := model.Agree(f.params[p]); s != nil {
				pp = append(pp, model.PassedParam{Param: p, Summary: s})
			}
		}
		if len(pp) > 0 {
			out[k] = &model.Passed{Params: pp}
		}
	}
	return out
}

// isInternalPath reports an import path with an internal element: only
// its own tree imports it.
func isInternalPath(path string) bool {
	return slices.Contains(strings.Split(path, "/"), "internal")
}

// registered returns the functions of the main module that another
// package of it registers as handlers (model.Registrations: main wiring
// orders.Handle into the service's consumer), each with why: the first
// reason by name, periodic only when every registration is.
func (e *executor) registered(mods []*unit) map[wiredKey]*model.Registered {
	out := map[wiredKey]*model.Registered{}
	var byKey map[string][]impl
	var ifaces []*model.Iface
	for _, u := range mods {
		en := e.outs[u]
		if en == nil {
			continue
		}
		var regs []model.Registration
		for _, r := range en.Registrations {
			if !r.Reached {
				regs = append(regs, r)
				continue
			}
			if byKey == nil {
				byKey, ifaces = e.liveImpls(mods)
			}
			regs = append(regs, implRegistrations(byKey, ifaces, r)...)
		}
		for _, r := range regs {
			if !slices.ContainsFunc(e.byPkg[r.Pkg], inMain) {
				continue
			}
			k := wiredKey{r.Pkg, r.Path, ""}
			old := out[k]
			if old == nil || old.Reached && !r.Reached {
				// A registration as a handler outweighs a call by one.
				out[k] = &model.Registered{Why: r.Why, Periodic: r.Periodic, Reached: r.Reached}
				continue
			}
			if r.Reached && !old.Reached {
				continue
			}
			old.Why = min(old.Why, r.Why)
			old.Periodic = old.Periodic && r.Periodic
		}
	}
	return out
}

// implRegistrations returns r, a call from a handler, for what it names:
// a function, or, for a method of an interface of the main module, the
// method of each live implementation of that interface.
func implRegistrations(byKey map[string][]impl, ifaces []*model.Iface, r model.Registration) []model.Registration {
	for _, it := range ifaces {
		if name, ok := strings.CutPrefix(it.Name, r.Pkg+"."); !ok || strings.Contains(name, "/") || !slices.Contains(it.Own, r.Path) {
			continue
		}
		var out []model.Registration
		m := it.Methods[slices.IndexFunc(it.Methods, func(x model.Method) bool { return x.Path == r.Path })]
		for _, t := range implsOf(byKey, it) {
			tm := t.t.Methods[slices.IndexFunc(t.t.Methods, func(x model.Method) bool { return x.Key == m.Key })]
			if tm.Pkg != m.Pkg || tm.Path != m.Path {
				out = append(out, model.Registration{Pkg: tm.Pkg, Path: tm.Path, Registered: r.Registered})
			}
		}
		return out
	}
	return []model.Registration{r}
}

func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case !a:
		return -1
	}
	return 1
}

// declarations fills e.decls for the units of the main module: from this
// run's declarations, from the cache, or by declaring the ones neither has.
func (e *executor) declarations(g *graph, mods []*unit) {
	var missing []*unit
	for _, u := range mods {
		if u.types == nil && u.full != "" {
			if en := e.cache.get(declsKey(u)); en != nil && en.Decls != nil {
				e.decls[u] = en.Decls
				continue
			}
		}
		if u.types == nil {
			missing = append(missing, u)
		}
	}
	for _, u := range missing {
		e.below(u)
	}
	e.declareAll(g)
	for _, u := range mods {
		if e.decls[u] != nil || u.types == nil {
			continue
		}
		d := model.Declarations(u.types)
		if syn := e.syntax[u]; syn != nil {
			d.Built, d.TestBuilt, d.Selects, d.Read = syn.Built, syn.TestBuilt, syn.Selects, true
			d.Invokes, d.Invoked = syn.Invokes, syn.Invoked
			d.Noops = syn.Noops
		}
		e.decls[u] = &d
		if u.full != "" {
			e.cache.put(declsKey(u), &entry{Decls: &d})
		}
	}
}

// declareAll declares, in dependency order, the units marked declare that
// have no declarations yet.
func (e *executor) declareAll(g *graph) {
	e.inOrder(g, func(u *unit) bool { return u.declare && u.types == nil }, e.declareOnly)
}

// impl is a live implementation of the main module, with its package's
// declarations.
type impl struct {
	t *model.Impl
	d *model.Decls
}

// liveImpls returns the live implementations of the main module, by the
// keys of their methods, and its interfaces.
func (e *executor) liveImpls(mods []*unit) (map[string][]impl, []*model.Iface) {
	built, tests := map[string]bool{}, map[string]bool{}
	for _, u := range mods {
		if d := e.decls[u]; d != nil {
			for _, n := range d.Built {
				built[n] = true
			}
			for _, n := range d.TestBuilt {
				tests[n] = true
			}
		}
	}
	byKey := map[string][]impl{}
	var ifaces []*model.Iface
	for _, u := range mods {
		d := e.decls[u]
		if d == nil || !plain(u) {
			continue // a test variant's declarations are its package's and its tests'
		}
		for i := range d.Types {
			t := &d.Types[i]
			if t.Double || tests[t.Name] && !built[t.Name] {
				continue
			}
			for _, m := range t.Methods {
				byKey[m.Key] = append(byKey[m.Key], impl{t, d})
			}
		}
		for i := range d.Ifaces {
			ifaces = append(ifaces, &d.Ifaces[i])
		}
	}
	return byKey, ifaces
}

// implsOf returns the live implementations of it.
func implsOf(byKey map[string][]impl, it *model.Iface) []impl {
	var out []impl
	if len(it.Methods) == 0 {
		return nil // nothing to match a type against
	}
	for _, t := range byKey[it.Methods[0].Key] {
		if implements(t.t, it) {
			out = append(out, t)
		}
	}
	return out
}

// wired returns, for each method of an interface of the main module whose
// live implementations in it agree on something, their summary.
func (e *executor) wired(mods []*unit) map[wiredKey]*model.Summary {
	byFirst, ifaces := e.liveImpls(mods)
	out := map[wiredKey]*model.Summary{}
	for _, it := range ifaces {
		impls := implsOf(byFirst, it)
		if len(impls) == 0 {
			continue
		}
		for _, m := range it.Methods {
			if !slices.Contains(it.Own, m.Path) {
				continue
			}
			var ss []*model.Summary
			for _, t := range impls {
				tm := t.t.Methods[slices.IndexFunc(t.t.Methods, func(x model.Method) bool { return x.Key == m.Key })]
				if tm.Pkg == m.Pkg && tm.Path == m.Path {
					// The type embeds the interface itself (a facade
					// struct of repositories): its method is the
					// interface's, forwarded to whatever the field holds.
					continue
				}
				s, _ := e.objectFact(tm.Pkg, tm.Path, summaryType).(*model.Summary)
				if s == nil && (decorates(t.t, t.d, m) || slices.Contains(t.d.Noops, t.t.Name+"."+m.Name) || e.objectFact(tm.Pkg, tm.Path, noopType) != nil) {
					continue // a decorator does what it wraps; a no-op, nothing
				}
				if s == nil {
					ss = nil
					break // an implementation that does nothing we know
				}
				ss = append(ss, s)
			}
			if s := model.Wired(ss, m.KeyResult); s != nil {
				out[wiredKey{m.Pkg, m.Path, m.Name}] = s
			}
		}
	}
	return out
}

// decorates reports an implementation of m that holds an interface with
// m's method in a field, in a package that calls it: a decorator (metrics
// or a cache around the repository main wires) does what it wraps, and
// has no summary of its own until that is resolved.
func decorates(t *model.Impl, d *model.Decls, m model.Method) bool {
	if _, ok := slices.BinarySearch(t.Wraps, m.Key); !ok {
		return false
	}
	return !d.Read || slices.Contains(d.Selects, m.Name)
}

// implements reports whether t's method set holds every method of it
// (both are sorted by key).
func implements(t *model.Impl, it *model.Iface) bool {
	j := 0
	for _, m := range it.Methods {
		for j < len(t.Methods) && t.Methods[j].Key < m.Key {
			j++
		}
		if j == len(t.Methods) || t.Methods[j].Key != m.Key {
			return false
		}
	}
	return true
}

// objectFact returns the model's fact of type t (a summary, a no-op) of
// the method at path in the package pkg, from the unit of the package
// itself before its variants, or nil.
func (e *executor) objectFact(pkg, path string, t reflect.Type) analysis.Fact {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, u := range e.byPkg[pkg] {
		if f, ok := e.fact(factKey{a: model.Analyzer, u: u, path: objectpath.Path(path), t: t}); ok {
			return f
		}
	}
	return nil
}

// digest prints the view, sorted.
func digest[F fmt.Stringer](wired map[wiredKey]F) string {
	var b strings.Builder
	for _, k := range slices.SortedFunc(maps.Keys(wired), func(a, b wiredKey) int {
		return strings.Compare(a.pkg+" "+a.path, b.pkg+" "+b.path)
	}) {
		fmt.Fprintf(&b, "%s %s %s\n", k.pkg, k.path, wired[k])
	}
	return b.String()
}

// rewire attaches the view's facts and runs again, in dependency order,
// the units that see them, the units whose functions another package
// registers as handlers or passes functions to, and the importers of
// units whose facts changed.
func (e *executor) rewire(g *graph, wired map[wiredKey]*model.Summary, regs map[wiredKey]*model.Registered, passed map[wiredKey]*model.Passed) {
	e.mu.Lock()
	for k := range e.seeded {
		delete(e.facts, k)
	}
	e.seeded = map[factKey]bool{}
	seed := func(k wiredKey, t reflect.Type, f analysis.Fact) {
		for _, u := range e.byPkg[k.pkg] {
			fk := factKey{a: model.Analyzer, u: u, path: objectpath.Path(k.path), t: t}
			if _, own := e.facts[fk]; !own {
				e.facts[fk] = f
				e.seeded[fk] = true
			}
		}
	}
	for k, s := range wired {
		seed(k, summaryType, s)
	}
	for k, r := range regs {
		seed(k, registeredType, r)
	}
	for k, p := range passed {
		seed(k, passedType, p)
	}
	e.mu.Unlock()
	byPkg := map[string][]wiredKey{}
	for k := range wired {
		byPkg[k.pkg] = append(byPkg[k.pkg], k)
	}
	changed := map[*unit][]string{} // the units whose facts changed: the names of their objects
	var mu sync.Mutex
	e.inOrder(g, func(u *unit) bool {
		return inMain(u) && u.key != "" && (u.analyse || u.wanted) && u.plain == nil && !e.testsDone(u)
	}, func(u *unit) {
		selects, invokes := e.selects(u), e.invokes(u)
		var view []string
		for _, p := range e.seenPkgs(u) {
			for _, k := range byPkg[p] {
				if invokes(k) {
					view = append(view, fmt.Sprintf("%s %s %s", k.pkg, k.path, wired[k]))
				}
			}
		}
		for k, r := range regs {
			if k.pkg == u.pkg.PkgPath {
				view = append(view, fmt.Sprintf("handler %s %s", k.path, r))
			}
		}
		for k, p := range passed {
			if k.pkg == u.pkg.PkgPath {
				view = append(view, fmt.Sprintf("passed %s %s", k.path, p))
			}
		}
		mu.Lock()
		for _, imp := range u.imports {
			if slices.ContainsFunc(changed[imp], selects) {
				view = append(view, "import "+imp.pkg.ID+" "+imp.cur)
			}
		}
		mu.Unlock()
		if len(view) == 0 {
			return
		}
		slices.Sort(view)
		h := sha256.New()
		fmt.Fprintf(h, "%s\x00", u.key)
		for _, v := range view {
			fmt.Fprintf(h, "%s\x00", v)
		}
		key := hex.EncodeToString(h.Sum(nil))
		if key == u.cur {
			return // as it last ran
		}
		before := e.facts1(u)
		e.clearFacts(u)
		if en := e.cache.get(key); en != nil {
			e.replay(u, en)
		} else {
			e.redo(u, key)
		}
		u.cur = key
		names := e.changedNames(u, before)
		mu.Lock()
		e.res.Rewired++
		if len(names) > 0 {
			changed[u] = names
		}
		mu.Unlock()
	})
}

// seenPkgs lists the packages whose interfaces u sees: its own, its
// direct imports', and those of the interfaces theirs embed (a facade
// db.Interface that embeds repo.Pipelines: its methods are repo's).
func (e *executor) seenPkgs(u *unit) []string {
	out := []string{u.pkg.PkgPath}
	for _, imp := range append([]*unit{u}, u.imports...) {
		if imp != u {
			out = append(out, imp.pkg.PkgPath)
		}
		d := e.decls[imp]
		if d == nil {
			continue
		}
		for _, it := range d.Ifaces {
			for _, m := range it.Methods {
				out = append(out, m.Pkg)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// redo analyses u again under key; its imports' declarations are made
// first where the run has none (a replayed run declared nothing).
func (e *executor) redo(u *unit, key string) {
	e.declareBelow(u)
	files, err := e.parse(u, true)
	e.declMu.Lock()
	if u.types == nil {
		e.declare(u, files)
	}
	e.declMu.Unlock()
	e.analyse(u, key, files, err)
}

// facts1 prints each of a unit's facts, but the view's.
func (e *executor) facts1(u *unit) map[factKey]string {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := map[factKey]string{}
	for k := range e.unitFacts[u] {
		if f, ok := e.fact(k); ok && !e.seeded[k] {
			out[k] = fmt.Sprintf("%v", f)
		}
	}
	return out
}

// changedNames returns the names of the objects whose facts differ from
// before ("*" for an object whose name is not known). A package fact (it
// exports summaries) changes nothing an importer reads by itself: what it
// could call changed with its objects' facts.
func (e *executor) changedNames(u *unit, before map[factKey]string) []string {
	after := e.facts1(u)
	e.mu.Lock()
	defer e.mu.Unlock()
	var names []string
	note := func(k factKey) {
		if k.path == "" {
			return
		}
		n := e.factNames[k]
		if n == "" {
			n = "*"
		}
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	for k, v := range after {
		if before[k] != v {
			note(k)
		}
	}
	for k := range before {
		if _, ok := after[k]; !ok {
			note(k)
		}
	}
	return names
}

// selects returns whether u's files may select a name: its Decls' Selects
// when they were read ("*", a name not known, is selected by any
// importer), else every name.
func (e *executor) selects(u *unit) func(string) bool {
	d := e.decls[u]
	if d == nil || !d.Read {
		return func(string) bool { return true }
	}
	set := map[string]bool{"*": true}
	for _, n := range d.Selects {
		set[n] = true
	}
	return func(n string) bool { return set[n] }
}

// invokes returns whether u may call the interface method k: by the
// methods its checked bodies call through interfaces when it was
// analysed, else by the names its files select.
func (e *executor) invokes(u *unit) func(wiredKey) bool {
	d := e.decls[u]
	if d == nil || !d.Invoked {
		selects := e.selects(u)
		return func(k wiredKey) bool { return selects(k.name) }
	}
	return func(k wiredKey) bool {
		_, found := slices.BinarySearch(d.Invokes, k.pkg+" "+k.path)
		return found
	}
}

// clearFacts forgets a unit's facts, but the view's, before it runs again.
func (e *executor) clearFacts(u *unit) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for k := range e.unitFacts[u] {
		if !e.seeded[k] {
			delete(e.facts, k)
			delete(e.unitFacts[u], k)
		}
	}
	e.summarised[u] = false
}
