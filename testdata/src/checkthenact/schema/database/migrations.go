// Package database holds the module's migrations as Go string literals,
// as miniflux's internal/database does: they declare the feeds table.
package database

var migrations = []string{
	`CREATE TABLE feeds (
		id bigserial PRIMARY KEY,
		user_id bigint NOT NULL,
		feed_url text NOT NULL,
		title text,
		UNIQUE (user_id, feed_url)
	);`,
	"ALTER TABLE feeds ADD COLUMN category text",
	"CREATE TABLE tags (id bigserial PRIMARY KEY, name text NOT NULL)",
}
