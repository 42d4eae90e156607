package model_test

import (
	"bytes"
	"encoding/gob"
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
