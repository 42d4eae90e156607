// Package httpx answers requests for the service's handlers.
package httpx

import (
	"encoding/json"
	"net/http"
)

// JSON answers with status and v as JSON.
func JSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// Unavailable answers 503: the sender retries.
func Unavailable(w http.ResponseWriter, err error) {
	http.Error(w, err.Error(), http.StatusServiceUnavailable)
}

// Either answers 500 when err is set, 200 otherwise: what a call of it
// answers is not one status.
func Either(w http.ResponseWriter, err error) {
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}
