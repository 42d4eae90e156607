// Package api serves the labels routes.
package api

import (
	"net/http"

	"example.com/partial/internal/labels"
)

// API holds the store.
type API struct{ Labels *labels.Store }

// ServeLabel is the route.
func (a *API) ServeLabel(w http.ResponseWriter, r *http.Request) {
	if err := a.Labels.FindOrCreate(r.Context(), r.FormValue("vault"), r.FormValue("slug")); err != nil {
		w.WriteHeader(http.StatusInternalServerError)
	}
}
