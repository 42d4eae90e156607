// Command app serves the labels routes.
package main

import (
	"database/sql"
	"net/http"

	"example.com/partial/internal/api"
	"example.com/partial/internal/labels"
)

func main() {
	db, _ := sql.Open("postgres", "")
	a := &api.API{Labels: &labels.Store{DB: db}}
	http.HandleFunc("/labels", a.ServeLabel)
	http.ListenAndServe(":8080", nil)
}
