// Command tool is another command of the module, which loads.
package main

import (
	"database/sql"
	"fmt"
)

func main() {
	db, err := sql.Open("postgres", "")
	fmt.Println(db != nil, err)
}
