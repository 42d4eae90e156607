// The root of a module for checkthenact's ent cases with a generated
// ent/migrate/schema.go and no schema sources: the migration's tables are
// the schema every package below it uses.
module checkthenact/entmigrate

go 1.26
