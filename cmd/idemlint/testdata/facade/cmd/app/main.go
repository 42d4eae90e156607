// Command app wires the facade to its repositories and serves the hook.
package main

import (
	"database/sql"
	"net/http"
	"os"

	"example.com/facade/api"
	"example.com/facade/db"
	"example.com/facade/pgrepo"
)

func main() {
	conn, err := sql.Open("postgres", os.Getenv("DSN"))
	if err != nil {
		panic(err)
	}
	d := db.New(&pgrepo.Store{DB: conn})
	http.HandleFunc("/hook", func(w http.ResponseWriter, r *http.Request) {
		if err := api.PostWebhook(r.Context(), d, r.FormValue("commit")); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	})
	http.ListenAndServe(":8080", nil)
}
