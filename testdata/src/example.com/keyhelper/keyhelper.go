// Package keyhelper derives idempotency keys by hashing what it is given:
// a key helper in a package of its own, which imports no catalogued
// library. Its results keep their arguments' identity (a fact).
package keyhelper

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
)

// Hash returns the hex SHA-256 of v's JSON.
func Hash(v any) string { // want Hash:`keeps=1`
	b, _ := json.Marshal(v)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Prefixed hashes v under a fixed prefix.
func Prefixed(prefix string, v any) string { // want Prefixed:`keeps=1,2`
	return prefix + ":" + Hash(v)
}
