package driver

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestFileStamps checks the index of file stamps: a settled file whose
// size and modification time match its stamp is taken at the recorded
// hash, unread; one whose modification time moved is read again; one
// modified within stampAge of the run is read and not recorded.
func TestFileStamps(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a.go")
	write := func(content string, mtime time.Time) {
		if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(name, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	write("package a\n", old)
	index := map[string]stamp{}
	first := newFileHashes(index).get(name)
	if _, ok := index[name]; !ok {
		t.Fatal("a settled file was not recorded")
	}

	write("package b\n", old) // same size, same time: trusted
	if got := newFileHashes(index).get(name); got != first {
		t.Errorf("unchanged stamp: got %v, want the recorded %v", got, first)
	}

	write("package b\n", old.Add(time.Second)) // the time moved: read again
	moved := newFileHashes(index).get(name)
	if moved == first {
		t.Error("a file whose modification time moved was not read again")
	}

	write("package c //idemlint:check\n", time.Now()) // just written: read, not recorded
	h := newFileHashes(index)
	if got := h.get(name); got == moved || !got.directive {
		t.Errorf("a fresh file: got %v, want its new hash and its directive", got)
	}
	if h.dirty {
		t.Error("a file modified within stampAge was recorded")
	}
}
