package model_test

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"

	"github.com/idemlint/idemlint/internal/model"
)

func roundTrip(t *testing.T, in, out any) {
	t.Helper()
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(in); err != nil {
		t.Fatal(err)
	}
	if err := gob.NewDecoder(&buf).Decode(out); err != nil {
		t.Fatal(err)
	}
}

func TestExportedGob(t *testing.T) {
	var out model.Exported
	roundTrip(t, &model.Exported{}, &out)
}

func TestNotFoundVarsGob(t *testing.T) {
	in := &model.NotFoundVars{Names: []string{"example.com/errs.ErrNotFound", "example.com/store.errMissing"}}
	var out model.NotFoundVars
	roundTrip(t, in, &out)
	if !reflect.DeepEqual(in, &out) {
		t.Fatalf("gob round trip: got %v, want %v", &out, in)
	}
}

func TestColumnNamingsGob(t *testing.T) {
	in := &model.ColumnNamings{Namings: []string{"", "gonic"}}
	var out model.ColumnNamings
	roundTrip(t, in, &out)
	if !reflect.DeepEqual(in, &out) {
		t.Fatalf("gob round trip: got %v, want %v", &out, in)
	}
}
