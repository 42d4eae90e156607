// Package keyhash derives idempotency keys from maps and structs, in a
// package of its own that imports no catalogued library, only hashing,
// encoding and formatting: each helper's result keeps its argument's
// identity (a fact), however it reads the map or struct — whole through
// JSON, by index (the fact lists the keys read), by a range loop into a
// hash, or field by field.
package keyhash

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Marshal returns the hex SHA-256 of m's JSON.
func Marshal(m map[string]any) string { // want Marshal:`keeps=1`
	b, _ := json.Marshal(m)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Indexed hashes the customer and the time m holds.
func Indexed(m map[string]any) string { // want Indexed:`keeps=1\[at customer\]`
	sum := sha256.Sum256([]byte(fmt.Sprintf("%v|%v", m["customer"], m["at"])))
	return hex.EncodeToString(sum[:])
}

// Customer hashes the customer m holds, nothing else: the fact says its
// result keeps m's entry at "customer" alone.
func Customer(m map[string]any) string { // want Customer:`keeps=1\[customer\]`
	sum := sha256.Sum256([]byte(fmt.Sprint(m["customer"])))
	return hex.EncodeToString(sum[:])
}

// Ranged hashes every entry of m.
func Ranged(m map[string]any) string { // want Ranged:`keeps=1`
	h := sha256.New()
	for k, v := range m {
		fmt.Fprintf(h, "%s=%v", k, v)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Written hashes every entry of m, written into the hash as bytes.
func Written(m map[string]string) string { // want Written:`keeps=1`
	h := sha256.New()
	for k, v := range m {
		h.Write([]byte(k + "=" + v + ";"))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Sorted hashes m's entries in the order of their keys.
func Sorted(m map[string]any) string { // want Sorted:`keeps=1`
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s=%v;", k, m[k])
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:])
}

// Attempt is what a charge's key is made of.
type Attempt struct {
	Customer string
	Amount   int64
	Stamp    int64
}

// Fields hashes the attempt's fields.
func Fields(a Attempt) string { // want Fields:`keeps=1`
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s:%d:%d", a.Customer, a.Amount, a.Stamp)))
	return hex.EncodeToString(sum[:])
}
