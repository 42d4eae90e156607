// The root of a module for checkthenact's ent schema cases: ent/schema
// declares the schema every package below it uses (its generated client
// is checkthenact/entclient/ent).
module checkthenact/entschema

go 1.26
