// Package random calls every Random row of the idemlint catalog once.
package random

import (
	crand "crypto/rand"
	"math/rand"
	randv2 "math/rand/v2"
	"strings"
	"time"

	"github.com/bwmarrin/snowflake"
	gofrs "github.com/gofrs/uuid/v5"
	"github.com/google/uuid"
	"github.com/lithammer/shortuuid/v4"
	nanoidv1 "github.com/matoous/go-nanoid"
	gonanoid "github.com/matoous/go-nanoid/v2"
	"github.com/oklog/ulid/v2"
	"github.com/rs/xid"
	satori "github.com/satori/go.uuid"
	"github.com/segmentio/ksuid"
	"github.com/teris-io/shortid"
)

func googleUUID() []string {
	var out []string
	add := func(u uuid.UUID, err error) {
		if err == nil {
			out = append(out, u.String())
		}
	}
	out = append(out, uuid.New().String())        // row: New
	out = append(out, uuid.NewString())           // row: NewString
	add(uuid.NewRandom())                         // row: NewRandom
	add(uuid.NewRandomFromReader(crand.Reader))   // row: NewRandomFromReader
	add(uuid.NewUUID())                           // row: NewUUID
	add(uuid.NewV6())                             // row: NewV6
	add(uuid.NewV7())                             // row: NewV7
	add(uuid.NewV7FromReader(crand.Reader))       // row: NewV7FromReader
	add(uuid.NewDCESecurity(uuid.Org, 7))         // row: NewDCESecurity
	add(uuid.NewDCEPerson())                      // row: NewDCEPerson
	add(uuid.NewDCEGroup())                       // row: NewDCEGroup
	u, err := uuid.NewRandom()                    // row: NewRandom
	out = append(out, uuid.Must(u, err).String()) // Must passes u through: the key flow's, not a row
	return out
}

func gofrsUUID(g *gofrs.Gen, gen gofrs.Generator, at time.Time) []string {
	var out []string
	add := func(u gofrs.UUID, err error) {
		if err == nil {
			out = append(out, u.String())
		}
	}
	add(gofrs.NewV1())                             // row: NewV1
	add(gofrs.NewV1AtTime(at))                     // row: NewV1AtTime
	add(gofrs.NewV4())                             // row: NewV4
	add(gofrs.NewV6())                             // row: NewV6
	add(gofrs.NewV6AtTime(at))                     // row: NewV6AtTime
	add(gofrs.NewV7())                             // row: NewV7
	add(gofrs.NewV7AtTime(at))                     // row: NewV7AtTime
	u, err := gofrs.NewV4()                        // row: NewV4
	out = append(out, gofrs.Must(u, err).String()) // Must passes u through: the key flow's, not a row
	add(g.NewV1())                                 // row: Gen.NewV1
	add(g.NewV1AtTime(at))                         // row: Gen.NewV1AtTime
	add(g.NewV4())                                 // row: Gen.NewV4
	add(g.NewV6())                                 // row: Gen.NewV6
	add(g.NewV6AtTime(at))                         // row: Gen.NewV6AtTime
	add(g.NewV7())                                 // row: Gen.NewV7
	add(g.NewV7AtTime(at))                         // row: Gen.NewV7AtTime
	add(gen.NewV1())                               // row: Generator.NewV1
	add(gen.NewV1AtTime(at))                       // row: Generator.NewV1AtTime
	add(gen.NewV4())                               // row: Generator.NewV4
	add(gen.NewV6())                               // row: Generator.NewV6
	add(gen.NewV6AtTime(at))                       // row: Generator.NewV6AtTime
	add(gen.NewV7())                               // row: Generator.NewV7
	add(gen.NewV7AtTime(at))                       // row: Generator.NewV7AtTime
	return out
}

func ulids(at time.Time) []string {
	ms := ulid.Now()                               // row: Now
	id, err := ulid.New(ms, ulid.DefaultEntropy()) // row: New
	if err != nil {
		return nil
	}
	return []string{
		id.String(),
		ulid.Make().String(), // row: Make
		ulid.MustNew(ms, ulid.DefaultEntropy()).String(), // row: MustNew
		ulid.MustNewDefault(at).String(),                 // row: MustNewDefault
	}
}

func xids(at time.Time) []string {
	return []string{
		xid.New().String(),           // row: New
		xid.NewWithTime(at).String(), // row: NewWithTime
	}
}

func ksuids(at time.Time) []string {
	out := []string{ksuid.New().String()}         // row: New
	if id, err := ksuid.NewRandom(); err == nil { // row: NewRandom
		out = append(out, id.String())
	}
	if id, err := ksuid.NewRandomWithTime(at); err == nil { // row: NewRandomWithTime
		out = append(out, id.String())
	}
	return out
}

func clockAndRand() string {
	var b strings.Builder
	b.WriteString(time.Now().Format(time.RFC3339)) // row: Now
	b.WriteByte(byte('a' + rand.Intn(26)))         // row: *
	b.WriteByte(byte('a' + randv2.IntN(26)))       // row: *
	b.WriteString(crand.Text())                    // row: *
	return b.String()
}

func shortIDs(sid *shortid.Shortid, enc shortuuid.Encoder) []string {
	a, _ := shortid.Generate()            // row: Generate
	b := shortid.MustGenerate()           // row: MustGenerate
	c, _ := sid.Generate()                // row: Shortid.Generate
	d := sid.MustGenerate()               // row: Shortid.MustGenerate
	e, _ := gonanoid.Generate("abc", 8)   // row: Generate
	f := gonanoid.MustGenerate("abc", 8)  // row: MustGenerate
	g, _ := gonanoid.New()                // row: New
	h := gonanoid.Must()                  // row: Must
	i := shortuuid.New()                  // row: New
	j := shortuuid.NewWithEncoder(enc)    // row: NewWithEncoder
	k := shortuuid.NewWithAlphabet("abc") // row: NewWithAlphabet
	return []string{a, b, c, d, e, f, g, h, i, j, k, shortuuid.NewWithNamespace("order-1")}
}

func nanoidV1() []string {
	a, _ := nanoidv1.Nanoid() // row: Nanoid
	b, _ := nanoidv1.ID(21)   // row: ID
	c := nanoidv1.MustID(21)  // row: MustID
	return []string{a, b, c}
}

func satoriUUIDs() []string {
	return []string{
		satori.NewV1().String(),  // row: NewV1
		satori.NewV2(0).String(), // row: NewV2
		satori.NewV4().String(),  // row: NewV4
		satori.NewV5(satori.NamespaceOID, "order-1").String(),
	}
}

func snowflakes(n *snowflake.Node) string {
	return n.Generate().String() // row: Node.Generate
}
