// The root of a module for checkthenact's schema cases: its .sql files
// (migrations/, db/goose/) are the schema every package below it declares.
module checkthenact/schema

go 1.26
