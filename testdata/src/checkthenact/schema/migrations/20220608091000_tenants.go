// Package migrations holds a migration a Go migrator runs (gormigrate's
// shape): a file whose name does not say migration, in a directory that
// does.
package migrations

// AddTenants creates the tenants and their unique external id.
var AddTenants = []string{
	`CREATE TABLE tenants (id serial PRIMARY KEY, external_tenant text NOT NULL)`,
	`CREATE UNIQUE INDEX tenants_external_tenant_idx ON tenants (external_tenant)`,
}
