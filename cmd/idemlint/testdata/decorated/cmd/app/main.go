// Command app wires the handler to its storage, timed by metrics, and
// serves it.
package main

import (
	"database/sql"
	"net/http"
	"os"

	"example.com/decorated/consumer"
	"example.com/decorated/memstore"
	"example.com/decorated/metrics"
	"example.com/decorated/pgstore"
)

func main() {
	db, err := sql.Open("postgres", os.Getenv("DSN"))
	if err != nil {
		panic(err)
	}
	store := &pgstore.Store{DB: db}
	h := consumer.New(metrics.NewStore(store))
	var ledger consumer.Ledger = metrics.NewLedger(store)
	if os.Getenv("LEDGER") == "memory" {
		ledger = metrics.NewLedger(memstore.Ledger(make(map[string]bool)))
	}
	http.HandleFunc("/events", func(w http.ResponseWriter, r *http.Request) {
		if err := h.Handle(r.Context(), r.FormValue("id")); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		if err := consumer.Audit(r.Context(), ledger, r.FormValue("id")); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	})
	http.ListenAndServe(":8080", nil)
}
