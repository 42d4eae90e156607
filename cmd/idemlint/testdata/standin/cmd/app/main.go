// Command app wires the handler to its storage and serves it.
package main

import (
	"database/sql"
	"net/http"
	"os"

	"example.com/standin/consumer"
	"example.com/standin/demostore"
	"example.com/standin/pgstore"
)

func main() {
	var store consumer.Store = pgstore.Demo{}
	var ledger consumer.Ledger = demostore.Ledger{}
	if dsn := os.Getenv("DSN"); dsn != "" {
		db, err := sql.Open("postgres", dsn)
		if err != nil {
			panic(err)
		}
		store = &pgstore.Store{DB: db}
		ledger = &pgstore.Store{DB: db}
	}
	http.HandleFunc("/events", func(w http.ResponseWriter, r *http.Request) {
		if err := consumer.Handle(r.Context(), store, r.FormValue("id")); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		if err := consumer.Audit(r.Context(), ledger, r.FormValue("id")); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	})
	http.ListenAndServe(":8080", nil)
}
