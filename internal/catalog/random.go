package catalog

import (
	"maps"
	"slices"
)

// Values that differ on every attempt. Name-based and caller-seeded
// constructors are deterministic and have no row: google/uuid and
// pborman/uuid NewSHA1, NewMD5, NewHash; gofrs NewV3, NewV5, NewV8; ulid
// Timestamp; ksuid FromParts and Sequence.
var random = concat(
	// google/uuid v1.6.0. NewUUID, NewV6 and the DCE constructors are
	// time-based. Must passes its argument through, random only when that
	// is (uuid.Must(uuid.NewSHA1(…)) is stable): the model's key flow
	// follows it.
	randomFuncs("github.com/google/uuid",
		"New", "NewString", "NewRandom", "NewRandomFromReader", "NewUUID", "NewV6", "NewV7", "NewV7FromReader",
		"NewDCESecurity", "NewDCEPerson", "NewDCEGroup"),

	// gofrs/uuid v5.5.1: package functions, the Gen methods behind them and
	// the Generator interface. The AtTime variants still draw a random or
	// incremented clock sequence.
	randomFuncs("github.com/gofrs/uuid",
		"NewV1", "NewV1AtTime", "NewV4", "NewV6", "NewV6AtTime", "NewV7", "NewV7AtTime"),
	randomMethods("github.com/gofrs/uuid", "Gen",
		"NewV1", "NewV1AtTime", "NewV4", "NewV6", "NewV6AtTime", "NewV7", "NewV7AtTime"),
	randomMethods("github.com/gofrs/uuid", "Generator",
		"NewV1", "NewV1AtTime", "NewV4", "NewV6", "NewV6AtTime", "NewV7", "NewV7AtTime"),

	// pborman/uuid v1.2.1, which Temporal and Cadence use: New returns a
	// random UUID's string; NewUUID is time-based.
	randomFuncs("github.com/pborman/uuid", "New", "NewRandom", "NewUUID"),

	// satori/go.uuid v1.2.0, unmaintained and still in many services (gofrs
	// forked it): NewV1 and NewV2 are time-based, NewV4 random.
	randomFuncs("github.com/satori/go.uuid", "NewV1", "NewV2", "NewV4"),

	// bwmarrin/snowflake v0.3.0: a node's next id, the time and a sequence.
	randomMethods("github.com/bwmarrin/snowflake", "Node", "Generate"),

	// oklog/ulid v2.1.2: Now is the current time in milliseconds.
	randomFuncs("github.com/oklog/ulid", "Make", "New", "MustNew", "MustNewDefault", "Now"),

	// rs/xid v1.6.0: a process-wide counter makes NewWithTime unique too.
	randomFuncs("github.com/rs/xid", "New", "NewWithTime"),

	// segmentio/ksuid v1.0.4.
	randomFuncs("github.com/segmentio/ksuid", "New", "NewRandom", "NewRandomWithTime"),

	// Short ids: teris-io/shortid v0.0.0-20220617161101-71ec9f2aa569 (time,
	// a worker and a counter), matoous/go-nanoid/v2 v2.1.0 and its v1
	// v1.5.1 (Nanoid, ID, MustID), lithammer/shortuuid/v4 v4.3.0
	// (NewWithNamespace is name-based and deterministic: no row).
	randomFuncs("github.com/teris-io/shortid", "Generate", "MustGenerate"),
	randomMethods("github.com/teris-io/shortid", "Shortid", "Generate", "MustGenerate"),
	randomFuncs("github.com/matoous/go-nanoid", "Generate", "MustGenerate", "New", "Must", "Nanoid", "ID", "MustID"),
	randomFuncs("github.com/lithammer/shortuuid", "New", "NewWithEncoder", "NewWithAlphabet"),

	// The types of those values, whose methods keep the value's identity.
	[]Row{
		{Path: "time", Name: "Time", Object: Type, Role: IdentityType},
		{Path: "github.com/google/uuid", Name: "UUID", Object: Type, Role: IdentityType},
		{Path: "github.com/gofrs/uuid", Name: "UUID", Object: Type, Role: IdentityType},
		{Path: "github.com/pborman/uuid", Name: "UUID", Object: Type, Role: IdentityType},
		{Path: "github.com/satori/go.uuid", Name: "UUID", Object: Type, Role: IdentityType},
		{Path: "github.com/bwmarrin/snowflake", Name: "ID", Object: Type, Role: IdentityType},
		{Path: "github.com/rs/xid", Name: "ID", Object: Type, Role: IdentityType},
		{Path: "github.com/oklog/ulid", Name: "ULID", Object: Type, Role: IdentityType},
		{Path: "github.com/segmentio/ksuid", Name: "KSUID", Object: Type, Role: IdentityType},
	},

	[]Row{
		{Path: "time", Name: "Now", Role: Random},
		// Canonical folds math/rand/v2 into math/rand.
		{Path: "math/rand", Name: "*", Role: Random},
		{Path: "crypto/rand", Name: "*", Role: Random},
	},
)

func randomFuncs(path string, names ...string) []Row {
	return randomMethods(path, "", names...)
}

// randomMethods lists Random rows of one package, declared on recv ("" for
// package functions).
func randomMethods(path, recv string, names ...string) []Row {
	rows := make([]Row, 0, len(names))
	for _, name := range names {
		rows = append(rows, Row{Path: path, Recv: recv, Name: name, Role: Random})
	}
	return rows
}

// KeepsIdentity reports a standard-library package whose functions and
// methods format, encode, convert or hash what they are given: a random
// argument makes a random result. They are not rows: a row's package is a
// catalog package, and nearly every package imports fmt.
func KeepsIdentity(path string) bool { return keepsIdentity[path] }

var keepsIdentity = map[string]bool{
	"fmt": true, "strconv": true, "strings": true, "bytes": true, "encoding/json": true,
	"encoding/hex": true, "encoding/base64": true, "encoding/base32": true, "encoding/binary": true,
	"crypto/sha256": true, "crypto/sha1": true, "crypto/sha512": true, "crypto/md5": true,
	"hash": true, "hash/fnv": true, "hash/crc32": true, "path": true, "path/filepath": true,
}

// IdentityPackages lists the packages KeepsIdentity names, sorted.
func IdentityPackages() []string { return slices.Sorted(maps.Keys(keepsIdentity)) }

// Hashes reports a hashing package (crypto/sha256, md5, fnv, …): a
// package of the program that imports one may hold a key helper, whose
// result keeps its arguments' identity (the model's Summary.Keeps).
func Hashes(path string) bool { return hashes[path] }

var hashes = map[string]bool{
	"crypto/sha256": true, "crypto/sha1": true, "crypto/sha512": true, "crypto/md5": true, "hash/fnv": true,
}
