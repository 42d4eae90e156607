// Package names is an idemlint test stub of xorm.io/xorm/names@v1.4.3: only the declarations the tests use, with the real names.
package names

// Mapper represents a name convertation between struct's fields name and table's column name
type Mapper interface {
	Obj2Table(string) string
	Table2Obj(string) string
}

// SameMapper implements Mapper and provides same name between struct and
// database table
type SameMapper struct{}

func (m SameMapper) Obj2Table(o string) string { return o }
func (m SameMapper) Table2Obj(t string) string { return t }

// SnakeMapper implements IMapper and provides name translation between
// struct and database table
type SnakeMapper struct{}

func (mapper SnakeMapper) Obj2Table(name string) string { return name }
func (mapper SnakeMapper) Table2Obj(name string) string { return name }

// GonicMapper implements IMapper. It will consider initialisms when mapping names.
// E.g. id -> ID, user -> User and to table names: UserID -> user_id, MyUID -> my_uid
type GonicMapper map[string]bool

func (mapper GonicMapper) Obj2Table(name string) string { return name }
func (mapper GonicMapper) Table2Obj(name string) string { return name }

// LintGonicMapper is like gonic mapper, but using golint style initialisms
var LintGonicMapper = GonicMapper{"ID": true}

// CacheMapper represents a cache mapper
type CacheMapper struct{ oriMapper Mapper }

// NewCacheMapper creates a cache mapper
func NewCacheMapper(mapper Mapper) *CacheMapper { return &CacheMapper{oriMapper: mapper} }

func (m *CacheMapper) Obj2Table(o string) string { return o }
func (m *CacheMapper) Table2Obj(t string) string { return t }
