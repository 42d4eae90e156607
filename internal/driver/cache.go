package driver

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"time"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/model"
)

// entry is what the cache keeps of one analysed unit.
type entry struct {
	Diagnostics []Diagnostic
	Errors      []string
	Facts       []factRecord
	Skipped     []string      // functions a step of the analysis skipped (model.Result.Skipped)
	Entries     []model.Entry // the unit's functions for the whole-module view of one-shot code
	// Registrations are the functions of other packages the unit
	// registers as handlers, for the whole-module view of handlers.
	Registrations []model.Registration
	Passes        []model.Pass // what it passes for other packages' func parameters (the whole-module view of func parameters)
	Decls         *model.Decls // a declarations entry's (the whole-module view of interface calls)
	// Syntax is a syntax entry's: what the unit's files show the
	// whole-module view (its export data is a raw entry beside it).
	Syntax *syntax
	Digest string // an export digest entry's (exportDigest)

	pending []pendingFact // encoded when the entry is stored
}

// factRecord is one exported fact: of the object at Path, or of the
// package when Path is empty; Type indexes the analyzer's FactTypes.
type factRecord struct {
	Analyzer string
	Path     string
	Name     string // the object's name, "" for a package fact
	Type     int
	Data     []byte
}

type pendingFact struct {
	a          *analysis.Analyzer
	path, name string
	typ        int
	fact       analysis.Fact
}

func (en *entry) addFact(a *analysis.Analyzer, path, name string, typ int, fact analysis.Fact) {
	en.pending = append(en.pending, pendingFact{a, path, name, typ, fact})
}

func decodeFact(proto analysis.Fact, data []byte) (analysis.Fact, error) {
	fact := reflect.New(reflect.TypeOf(proto).Elem()).Interface().(analysis.Fact)
	return fact, gob.NewDecoder(bytes.NewReader(data)).Decode(fact)
}

// cache holds entries named by key: in a directory, or through a
// GOCACHEPROG program (progCache) when one is given, the directory then
// keeping only the index of file stamps and the go command's listings
// (listPackages), which name files of this machine. Entries unused for cacheTTL are
// removed from the directory, at most once a day; a program keeps its own
// policy.
type cache struct {
	dir  string
	prog *progCache
	// progErr is why the program was given up, when it was: the run goes
	// on without a cache.
	progErr error
}

const cacheTTL = 5 * 24 * time.Hour

// openCache opens the cache of dir, through the program the command line
// prog names when it is not "".
func openCache(dir, prog string) *cache {
	c := &cache{}
	if dir != "" && os.MkdirAll(dir, 0o777) == nil {
		c.dir = dir
	}
	if c.dir != "" {
		c.trim()
	}
	if prog != "" {
		c.prog, c.progErr = startProg(prog)
	}
	return c
}

// on reports whether the cache holds entries.
func (c *cache) on() bool {
	if c.prog != nil {
		return c.prog.alive()
	}
	return c.progErr == nil && c.dir != ""
}

// close stops the program, if there is one, and returns why it was given
// up, if it was.
func (c *cache) close() error {
	if c.prog != nil {
		c.prog.close()
		if err := c.prog.failure(); err != nil {
			c.progErr = err
		}
	}
	return c.progErr
}

func (c *cache) file(key string) string { return filepath.Join(c.dir, key[:2], key) }

// get returns the entry of key, or nil.
func (c *cache) get(key string) *entry {
	data := c.getRaw(key)
	if data == nil {
		return nil
	}
	en := new(entry)
	if gob.NewDecoder(bytes.NewReader(data)).Decode(en) != nil {
		return nil
	}
	return en
}

// getRaw returns the bytes stored under key, or nil: export data, read
// for every declaration a run needs, without a decoder's cost.
func (c *cache) getRaw(key string) []byte {
	if !c.on() {
		return nil
	}
	if c.prog != nil {
		return c.prog.get(actionID(key))
	}
	name := c.file(key)
	f, err := os.Open(name)
	if err != nil {
		return nil
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil
	}
	data := make([]byte, fi.Size())
	if _, err := io.ReadFull(f, data); err != nil {
		return nil
	}
	if now := time.Now(); now.Sub(fi.ModTime()) > time.Hour {
		os.Chtimes(name, now, now) // used: keep it
	}
	return data
}

// putRaw stores bytes under key; a failure leaves nothing.
func (c *cache) putRaw(key string, data []byte) {
	if !c.on() {
		return
	}
	if c.prog != nil {
		c.prog.put(actionID(key), data)
		return
	}
	c.write(key, data)
}

// put stores an entry, its facts encoded; a failure leaves no entry.
func (c *cache) put(key string, en *entry) {
	if !c.on() {
		return
	}
	for _, p := range en.pending {
		var buf bytes.Buffer
		if gob.NewEncoder(&buf).Encode(p.fact) != nil {
			return // a fact that cannot be stored: the unit is not cached
		}
		en.Facts = append(en.Facts, factRecord{Analyzer: p.a.Name, Path: p.path, Name: p.name, Type: p.typ, Data: buf.Bytes()})
	}
	var buf bytes.Buffer
	if gob.NewEncoder(&buf).Encode(en) != nil {
		return
	}
	c.putRaw(key, buf.Bytes())
}

// actionID is the action id of key for a cache program: a hash of the
// key in a namespace of idemlint's, so that it names nothing of the go
// command's, which shares the program.
func actionID(key string) []byte {
	h := sha256.Sum256([]byte("idemlint\x00" + key))
	return h[:]
}

// write writes the file of key through a temporary file, renamed when
// complete; a failure leaves no file.
func (c *cache) write(key string, data []byte) {
	name := c.file(key)
	if os.MkdirAll(filepath.Dir(name), 0o777) != nil {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), key+".*")
	if err != nil {
		return
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), name)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
}

// stampsFile names the index of file stamps; its version changes with
// what a stamp records (Sends since v2), so that an older index is not
// read as saying no.
const stampsFile = "files.v2.gob"

// maxStamps bounds the index of file stamps: beyond it, it starts afresh.
const maxStamps = 500_000

// stamps returns the cache's index of file stamps (fileHashes), empty
// when there is none, nil without a cache.
func (c *cache) stamps() map[string]stamp {
	if c.dir == "" {
		return nil
	}
	index := map[string]stamp{}
	if f, err := os.Open(filepath.Join(c.dir, stampsFile)); err == nil {
		if gob.NewDecoder(f).Decode(&index) != nil || len(index) > maxStamps {
			index = map[string]stamp{}
		}
		f.Close()
	}
	return index
}

// saveStamps writes the index of file stamps back, if it changed.
func (c *cache) saveStamps(h *fileHashes) {
	if c.dir == "" || !h.dirty {
		return
	}
	tmp, err := os.CreateTemp(c.dir, stampsFile+".*")
	if err != nil {
		return
	}
	err = gob.NewEncoder(tmp).Encode(h.index)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), filepath.Join(c.dir, stampsFile))
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
}

// trim removes entries unused for cacheTTL, once a day.
func (c *cache) trim() {
	mark := filepath.Join(c.dir, "trim.txt")
	now := time.Now()
	if fi, err := os.Stat(mark); err == nil && now.Sub(fi.ModTime()) < 24*time.Hour {
		return
	}
	os.WriteFile(mark, []byte(now.Format(time.RFC3339)+"\n"), 0o666)
	subdirs, _ := filepath.Glob(filepath.Join(c.dir, "??"))
	for _, d := range subdirs {
		files, _ := os.ReadDir(d)
		for _, f := range files {
			if fi, err := f.Info(); err == nil && now.Sub(fi.ModTime()) > cacheTTL {
				os.Remove(filepath.Join(d, f.Name()))
			}
		}
	}
}

// syntax is what a unit's files show the whole-module view, read when they
// are parsed (model.Builds, model.Selects).
type syntax struct {
	Built, TestBuilt, Selects []string
	// Noops are the methods its non-test files declare that do nothing
	// (model.Noops).
	Noops []string
	// Invokes are the interface methods the unit's checked bodies call
	// (model.Invokes), when it was analysed (Invoked).
	Invokes []string
	Invoked bool
}
