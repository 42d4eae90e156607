// Command app serves the handlers (and does not load with them).
package main

import (
	"database/sql"
	"net/http"

	"example.com/blind/handlers"
	"example.com/blind/labels"
)

func main() {
	db, _ := sql.Open("postgres", "")
	http.Handle("/labels", handlers.Labels(&labels.Service{DB: db}))
	http.ListenAndServe(":8080", nil)
}
