// Package field is an idemlint test stub of entgo.io/ent/schema/field@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package field

// Type is a field type.
type Type uint8

// Field types.
const (
	TypeInvalid Type = iota
	TypeBool
	TypeTime
	TypeJSON
	TypeUUID
	TypeBytes
	TypeEnum
	TypeString
	TypeOther
	TypeInt8
	TypeInt16
	TypeInt32
	TypeInt
	TypeInt64
)

// Descriptor describes a field.
type Descriptor struct {
	Name       string
	StorageKey string
	Unique     bool
	Optional   bool
}

type stringBuilder struct{ desc *Descriptor }

// String returns a new string field.
func String(name string) *stringBuilder { return &stringBuilder{&Descriptor{Name: name}} }

// Unique makes the field unique within all vertices of the type.
func (b *stringBuilder) Unique() *stringBuilder { b.desc.Unique = true; return b }

// NotEmpty adds a length validator.
func (b *stringBuilder) NotEmpty() *stringBuilder { return b }

// Optional makes the field optional on create.
func (b *stringBuilder) Optional() *stringBuilder { b.desc.Optional = true; return b }

// StorageKey sets the column name of the field.
func (b *stringBuilder) StorageKey(key string) *stringBuilder { b.desc.StorageKey = key; return b }

// Descriptor implements ent.Field.
func (b *stringBuilder) Descriptor() *Descriptor { return b.desc }

type intBuilder struct{ desc *Descriptor }

// Int returns a new int field.
func Int(name string) *intBuilder { return &intBuilder{&Descriptor{Name: name}} }

// Unique makes the field unique within all vertices of the type.
func (b *intBuilder) Unique() *intBuilder { b.desc.Unique = true; return b }

// Positive adds a minimum value validator of 1.
func (b *intBuilder) Positive() *intBuilder { return b }

// Optional makes the field optional on create.
func (b *intBuilder) Optional() *intBuilder { b.desc.Optional = true; return b }

// Descriptor implements ent.Field.
func (b *intBuilder) Descriptor() *Descriptor { return b.desc }
