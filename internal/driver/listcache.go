package driver

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"golang.org/x/tools/go/packages"
)

// The listing cache keeps what the go command said of a build (the
// import graph, the files, the modules) between runs, so that a run in
// which no file's imports, build constraints or package clause changed,
// no file or directory of the main modules was added or removed, and
// neither the module files nor the go command's environment changed does
// not ask the go command again: on a large module that listing is most of
// an unchanged re-run's time.
//
// What is watched is every directory of the main modules (and of modules
// replaced by a local directory), walked as the go command walks a "./..."
// pattern, with the names of its entries, and every Go file there, by its
// stamp (size and modification time) and, when the stamp changed, by a
// digest of its header (everything up to the end of its imports); the
// module files (go.mod, go.sum, go.work, go.work.sum, vendor/modules.txt),
// by content; the compiled files of cgo packages, which must still exist;
// and, in the listing's name, the command line, the directory and the go
// command's environment (go env). The module cache and GOROOT do not
// change under one go.sum and one go version. A listing with errors, or
// taken while a watched file was being written, is not kept.

// listingVersion names the format of a listing.
const listingVersion = "listing 2"

// listing is one kept answer of the go command.
type listing struct {
	Pkgs  []listedPkg
	Roots []int  // the packages the patterns matched, as indexes into Pkgs
	Arch  string // GOARCH, for the compiler's sizes
	// Dirs digests each watched directory's entries; Files records each
	// watched Go file's stamp and header digest; Sums each module file's
	// content digest ("" for absent); Exist lists compiled files outside
	// the watched directories.
	Dirs  map[string]string
	Files map[string]listedFile
	Sums  map[string]string
	Exist []string
}

type listedPkg struct {
	ID, Name, PkgPath, ForTest                         string
	GoFiles, CompiledGoFiles, OtherFiles, IgnoredFiles []string
	Imports                                            map[string]int
	Module                                             *packages.Module
}

type listedFile struct {
	Size, ModTime int64
	Header        string
}

// goEnv are the go command's settings that can change what it lists.
var goEnv = []string{"GOARCH", "GOOS", "GOFLAGS", "CGO_ENABLED", "GOVERSION", "GOROOT", "GOMOD", "GOWORK",
	"GOEXPERIMENT", "GOMODCACHE", "GOPATH", "GO111MODULE", "GOTOOLCHAIN", "GOAMD64", "GOARM", "GOARM64", "GO386",
	"GOMIPS", "GOMIPS64", "GOPPC64", "GORISCV64", "GOWASM", "CC", "CXX", "CGO_CFLAGS", "CGO_CPPFLAGS",
	"CGO_CXXFLAGS", "CGO_LDFLAGS", "PKG_CONFIG"}

// listKey names the listing of cfg under the go command's environment
// env (go env -json), or "" when the build is not in module mode with a
// main module, which the cache cannot watch.
func listKey(cfg *Config, env map[string]string) string {
	if env["GOMOD"] == "" || env["GOMOD"] == os.DevNull {
		if env["GOWORK"] == "" || env["GOWORK"] == "off" {
			return ""
		}
	}
	dir, err := filepath.Abs(cfg.Dir)
	if err != nil {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%q\x00%q\x00%d\x00", listingVersion, dir, cfg.Patterns, cfg.BuildFlags, graphMode)
	for _, k := range goEnv {
		fmt.Fprintf(h, "%s=%s\x00", k, env[k])
	}
	return "ls" + hex.EncodeToString(h.Sum(nil))
}

// readGoEnv runs go env for the settings in goEnv.
func readGoEnv(dir string) (map[string]string, error) {
	cmd := exec.Command("go", append([]string{"env", "-json"}, goEnv...)...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	env := map[string]string{}
	if err := json.Unmarshal(out, &env); err != nil {
		return nil, err
	}
	return env, nil
}

// loadPackages asks the go command (a variable for the tests).
var loadPackages = packages.Load

// listPackages returns the go command's packages for cfg, from the
// listing the cache keeps when it still holds, and keeps a new one
// otherwise.
func listPackages(cfg *Config, c *cache) ([]*packages.Package, error) {
	pcfg := &packages.Config{Mode: graphMode, Dir: cfg.Dir, Tests: true, BuildFlags: cfg.BuildFlags}
	if c == nil || c.dir == "" {
		return loadPackages(pcfg, cfg.Patterns...)
	}
	env, err := readGoEnv(cfg.Dir)
	if err != nil {
		return loadPackages(pcfg, cfg.Patterns...)
	}
	key := listKey(cfg, env)
	if key == "" {
		return loadPackages(pcfg, cfg.Patterns...)
	}
	name := c.file(key)
	if l := readListing(name); l != nil && l.valid() {
		return l.packages(), nil
	}
	start := time.Now()
	roots, err := loadPackages(pcfg, cfg.Patterns...)
	if err != nil {
		return nil, err
	}
	if l := newListing(roots, env, start); l != nil {
		var buf bytes.Buffer
		if gob.NewEncoder(&buf).Encode(l) == nil {
			c.write(key, buf.Bytes())
		}
	}
	return roots, nil
}

func readListing(name string) *listing {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil
	}
	l := new(listing)
	if gob.NewDecoder(bytes.NewReader(data)).Decode(l) != nil {
		return nil
	}
	return l
}

// newListing records roots and the graph below them, with what to watch;
// nil when it cannot be kept.
func newListing(roots []*packages.Package, env map[string]string, start time.Time) *listing {
	l := &listing{Arch: env["GOARCH"], Dirs: map[string]string{}, Files: map[string]listedFile{}, Sums: map[string]string{}}
	index := map[*packages.Package]int{}
	var add func(p *packages.Package) int
	ok := true
	add = func(p *packages.Package) int {
		if i, seen := index[p]; seen {
			return i
		}
		if len(p.Errors) > 0 {
			ok = false
		}
		i := len(l.Pkgs)
		index[p] = i
		l.Pkgs = append(l.Pkgs, listedPkg{ID: p.ID, Name: p.Name, PkgPath: p.PkgPath, ForTest: p.ForTest,
			GoFiles: p.GoFiles, CompiledGoFiles: p.CompiledGoFiles, OtherFiles: p.OtherFiles, IgnoredFiles: p.IgnoredFiles,
			Module: p.Module})
		imports := map[string]int{}
		for path, imp := range p.Imports {
			imports[path] = add(imp)
		}
		l.Pkgs[i].Imports = imports
		return i
	}
	for _, r := range roots {
		l.Roots = append(l.Roots, add(r))
	}
	if !ok || len(roots) == 0 || types.SizesFor("gc", l.Arch) == nil {
		return nil
	}
	trees := map[string]bool{}
	for _, p := range l.Pkgs {
		m := p.Module
		if m == nil {
			continue
		}
		if m.Replace != nil && m.Replace.Version == "" && m.Replace.Dir != "" {
			trees[m.Replace.Dir] = true
		}
		if m.Main && m.Dir != "" {
			trees[m.Dir] = true
			l.Sums[m.GoMod] = ""
			l.Sums[filepath.Join(m.Dir, "go.sum")] = ""
			l.Sums[filepath.Join(m.Dir, "vendor", "modules.txt")] = ""
		}
	}
	if w := env["GOWORK"]; w != "" && w != "off" {
		l.Sums[w] = ""
		l.Sums[w+".sum"] = ""
	}
	for name := range l.Sums {
		l.Sums[name] = contentSum(name)
	}
	for dir := range trees {
		if !l.walk(dir, start) {
			return nil
		}
	}
	for _, p := range l.Pkgs {
		for _, f := range p.CompiledGoFiles {
			if _, watched := l.Dirs[filepath.Dir(f)]; !watched && !slices.Contains(p.GoFiles, f) {
				l.Exist = append(l.Exist, f)
			}
		}
	}
	return l
}

// walk records the directories below root and their Go files, as the go
// command walks a "./..." pattern: not into directories whose name starts
// with "." or "_", testdata, or other modules (whose go.mod it sees). It
// reports false when a file changed after start, while the go command may
// have been reading it.
func (l *listing) walk(root string, start time.Time) bool {
	ok := true
	var visit func(dir string, top bool)
	visit = func(dir string, top bool) {
		entries, err := os.ReadDir(dir)
		if err != nil {
			l.Dirs[dir] = "unreadable"
			return
		}
		l.Dirs[dir] = dirDigest(entries)
		if !top && slices.ContainsFunc(entries, func(e os.DirEntry) bool { return e.Name() == "go.mod" }) {
			return // another module
		}
		for _, e := range entries {
			name := e.Name()
			switch {
			case e.IsDir():
				if !strings.HasPrefix(name, ".") && !strings.HasPrefix(name, "_") && name != "testdata" {
					visit(filepath.Join(dir, name), false)
				}
			case strings.HasSuffix(name, ".go"):
				path := filepath.Join(dir, name)
				st, err := os.Stat(path)
				if err != nil || st.ModTime().After(start.Add(-stampAge)) {
					ok = false
					continue
				}
				l.Files[path] = listedFile{Size: st.Size(), ModTime: st.ModTime().UnixNano(), Header: headerDigest(path)}
			}
		}
	}
	visit(root, true)
	return ok
}

// valid reports whether nothing the listing watches changed.
func (l *listing) valid() bool {
	for name, sum := range l.Sums {
		if contentSum(name) != sum {
			return false
		}
	}
	for _, f := range l.Exist {
		if _, err := os.Stat(f); err != nil {
			return false
		}
	}
	seen := 0
	for dir, digest := range l.Dirs {
		entries, err := os.ReadDir(dir)
		if err != nil || dirDigest(entries) != digest {
			return false
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
				continue
			}
			path := filepath.Join(dir, e.Name())
			old, ok := l.Files[path]
			if !ok {
				continue // in a directory not walked into (another module's root)
			}
			seen++
			st, err := os.Stat(path)
			if err != nil {
				return false
			}
			if (st.Size() != old.Size || st.ModTime().UnixNano() != old.ModTime) && headerDigest(path) != old.Header {
				return false
			}
		}
	}
	return seen == len(l.Files)
}

// packages rebuilds the go command's packages, the roots first.
func (l *listing) packages() []*packages.Package {
	sizes := types.SizesFor("gc", l.Arch)
	pkgs := make([]*packages.Package, len(l.Pkgs))
	for i, p := range l.Pkgs {
		pkgs[i] = &packages.Package{ID: p.ID, Name: p.Name, PkgPath: p.PkgPath, ForTest: p.ForTest,
			GoFiles: p.GoFiles, CompiledGoFiles: p.CompiledGoFiles, OtherFiles: p.OtherFiles, IgnoredFiles: p.IgnoredFiles,
			Module: p.Module, TypesSizes: sizes, Imports: map[string]*packages.Package{}}
	}
	for i, p := range l.Pkgs {
		for path, j := range p.Imports {
			pkgs[i].Imports[path] = pkgs[j]
		}
	}
	roots := make([]*packages.Package, len(l.Roots))
	for i, r := range l.Roots {
		roots[i] = pkgs[r]
	}
	return roots
}

// dirDigest digests a directory's entries: names, and which are
// directories.
func dirDigest(entries []os.DirEntry) string {
	h := sha256.New()
	for _, e := range entries {
		fmt.Fprintf(h, "%s %t\x00", e.Name(), e.IsDir())
	}
	return hex.EncodeToString(h.Sum(nil))
}

// headerDigest digests a Go file's text up to the end of its imports:
// its build constraints, package clause, imports and cgo preamble, all
// the go command reads of it to list it ("" when it cannot be read).
func headerDigest(path string) string {
	src, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly|parser.ParseComments)
	end := len(src)
	if err == nil {
		end = int(f.Name.End()) - 1
		for _, d := range f.Decls {
			end = max(end, int(d.End())-1)
		}
	}
	sum := sha256.Sum256(src[:min(end, len(src))])
	return hex.EncodeToString(sum[:])
}

// contentSum digests a file's content, "" when it does not exist.
func contentSum(name string) string {
	src, err := os.ReadFile(name)
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(src)
	return hex.EncodeToString(sum[:])
}
