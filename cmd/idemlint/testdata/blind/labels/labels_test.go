package labels

import (
	"context"
	"testing"
)

func TestImport(t *testing.T) {
	var s Service
	if s.DB != nil {
		_ = s.Import(context.Background(), "a")
	}
}
