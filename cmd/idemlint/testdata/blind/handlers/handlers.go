// Package handlers serves labels per request; it imports generated docs
// that are not committed, so it does not load.
package handlers

import (
	"net/http"

	_ "example.com/blind/docs"
	"example.com/blind/labels"
)

// Labels imports the label of each request.
func Labels(s *labels.Service) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := s.Import(r.Context(), r.FormValue("name")); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	}
}
