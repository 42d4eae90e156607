// Package ent is the client entc generates from ./schema, committed as
// generated (go generate ./... in examples/entstore/ent regenerates it with
// the ent version examples/go.mod pins).
package ent

//go:generate go run -mod=mod entgo.io/ent/cmd/ent generate --feature sql/upsert ./schema
