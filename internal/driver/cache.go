package driver

import (
	"bytes"
	"encoding/gob"
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
	Decls       *model.Decls  // a declarations entry's (the whole-module view of interface calls)
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

// cache is a directory of entries named by key. Entries unused for
// cacheTTL are removed, at most once a day.
type cache struct{ dir string }

const cacheTTL = 5 * 24 * time.Hour

func openCache(dir string) *cache {
	if dir == "" || os.MkdirAll(dir, 0o777) != nil {
		return &cache{}
	}
	c := &cache{dir: dir}
	c.trim()
	return c
}

func (c *cache) file(key string) string { return filepath.Join(c.dir, key[:2], key) }

// get returns the entry of key, or nil.
func (c *cache) get(key string) *entry {
	if c.dir == "" {
		return nil
	}
	name := c.file(key)
	f, err := os.Open(name)
	if err != nil {
		return nil
	}
	defer f.Close()
	en := new(entry)
	if gob.NewDecoder(f).Decode(en) != nil {
		return nil
	}
	now := time.Now()
	if fi, err := f.Stat(); err == nil && now.Sub(fi.ModTime()) > time.Hour {
		os.Chtimes(name, now, now) // used: keep it
	}
	return en
}

// getRaw returns the bytes stored under key, or nil: export data, read
// for every declaration a run needs, without a decoder's cost.
func (c *cache) getRaw(key string) []byte {
	if c.dir == "" {
		return nil
	}
	data, err := os.ReadFile(c.file(key))
	if err != nil {
		return nil
	}
	return data
}

// putRaw stores bytes under key; a failure leaves nothing.
func (c *cache) putRaw(key string, data []byte) {
	if c.dir == "" {
		return
	}
	c.write(key, func(f *os.File) error {
		_, err := f.Write(data)
		return err
	})
}

// put stores an entry, its facts encoded; a failure leaves no entry.
func (c *cache) put(key string, en *entry) {
	if c.dir == "" {
		return
	}
	for _, p := range en.pending {
		var buf bytes.Buffer
		if gob.NewEncoder(&buf).Encode(p.fact) != nil {
			return // a fact that cannot be stored: the unit is not cached
		}
		en.Facts = append(en.Facts, factRecord{Analyzer: p.a.Name, Path: p.path, Name: p.name, Type: p.typ, Data: buf.Bytes()})
	}
	c.write(key, func(f *os.File) error { return gob.NewEncoder(f).Encode(en) })
}

// write writes the file of key through a temporary file, renamed when
// complete; a failure leaves no file.
func (c *cache) write(key string, fill func(*os.File) error) {
	name := c.file(key)
	if os.MkdirAll(filepath.Dir(name), 0o777) != nil {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), key+".*")
	if err != nil {
		return
	}
	err = fill(tmp)
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

// maxStamps bounds the index of file stamps: beyond it, it starts afresh.
const maxStamps = 500_000

// stamps returns the cache's index of file stamps (fileHashes), empty
// when there is none, nil without a cache.
func (c *cache) stamps() map[string]stamp {
	if c.dir == "" {
		return nil
	}
	index := map[string]stamp{}
	if f, err := os.Open(filepath.Join(c.dir, "files.gob")); err == nil {
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
	tmp, err := os.CreateTemp(c.dir, "files.gob.*")
	if err != nil {
		return
	}
	err = gob.NewEncoder(tmp).Encode(h.index)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), filepath.Join(c.dir, "files.gob"))
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
}
