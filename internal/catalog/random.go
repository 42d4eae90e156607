package catalog

// Values that differ on every attempt. Name-based and caller-seeded
// constructors are deterministic and have no row: google/uuid NewSHA1,
// NewMD5, NewHash; gofrs NewV3, NewV5, NewV8; ulid Timestamp; ksuid
// FromParts and Sequence.
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

	// oklog/ulid v2.1.2: Now is the current time in milliseconds.
	randomFuncs("github.com/oklog/ulid", "Make", "New", "MustNew", "MustNewDefault", "Now"),

	// rs/xid v1.6.0: a process-wide counter makes NewWithTime unique too.
	randomFuncs("github.com/rs/xid", "New", "NewWithTime"),

	// segmentio/ksuid v1.0.4.
	randomFuncs("github.com/segmentio/ksuid", "New", "NewRandom", "NewRandomWithTime"),

	// Short ids: teris-io/shortid v0.0.0-20220617161101-71ec9f2aa569 (time,
	// a worker and a counter), matoous/go-nanoid/v2 v2.1.0,
	// lithammer/shortuuid/v4 v4.3.0 (NewWithNamespace is name-based and
	// deterministic: no row).
	randomFuncs("github.com/teris-io/shortid", "Generate", "MustGenerate"),
	randomMethods("github.com/teris-io/shortid", "Shortid", "Generate", "MustGenerate"),
	randomFuncs("github.com/matoous/go-nanoid", "Generate", "MustGenerate", "New", "Must"),
	randomFuncs("github.com/lithammer/shortuuid", "New", "NewWithEncoder", "NewWithAlphabet"),

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
