// Package snowflake is an idemlint test stub of github.com/bwmarrin/snowflake@v0.3.0: only the declarations the tests use, with the real names, receivers and parameter names.
package snowflake

// A Node struct holds the basic information needed for a snowflake generator node.
type Node struct{}

// An ID is a custom type used for a snowflake ID.
type ID int64

// NewNode returns a new snowflake node that can be used to generate snowflake IDs.
func NewNode(node int64) (*Node, error) { return &Node{}, nil }

// Generate creates and returns a unique snowflake ID.
func (n *Node) Generate() ID { return 0 }

// String returns a string of the snowflake ID.
func (f ID) String() string { return "" }

// Int64 returns an int64 of the snowflake ID.
func (f ID) Int64() int64 { return int64(f) }
