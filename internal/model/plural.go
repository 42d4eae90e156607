package model

import (
	"regexp"
	"strings"
	"sync"
)

// plural returns the plural gorm and bun name a table by, after a model
// type's snake_case name: github.com/jinzhu/inflection v1.0.0's Plural,
// with its rules (from Rails's ActiveSupport). A name wholly uncountable
// stays as it is; an irregular word at its end is replaced (user_person:
// user_people; human: humen, as gorm names it); otherwise the last of the
// regular rules that matches applies (status: statuses, permissions:
// permissions, category: categories, box: boxes, address: addresses).
// ent's generator pluralises with go-openapi/inflect, whose Rails rules
// agree on the names programs use.
func plural(s string) string {
	for _, r := range pluralRules() {
		if r.re.MatchString(s) {
			return r.re.ReplaceAllString(s, r.repl)
		}
	}
	return s
}

type pluralRule struct {
	re   *regexp.Regexp
	repl string
}

// pluralRules are inflection's rules in the order its Plural tries them.
var pluralRules = sync.OnceValue(func() []pluralRule {
	var out []pluralRule
	for _, u := range []string{"equipment", "information", "rice", "money", "species", "series", "fish", "sheep", "jeans", "police"} {
		out = append(out, pluralRule{regexp.MustCompile("^(?i)(" + u + ")$"), "${1}"})
	}
	for _, ir := range [][2]string{{"person", "people"}, {"man", "men"}, {"child", "children"}, {"sex", "sexes"}, {"move", "moves"}, {"mombie", "mombies"}} {
		out = append(out, pluralRule{regexp.MustCompile(strings.ToUpper(ir[0]) + "$"), strings.ToUpper(ir[1])},
			pluralRule{regexp.MustCompile(ir[0] + "$"), ir[1]})
	}
	regular := [][2]string{
		{"([a-z])$", "${1}s"},
		{"s$", "s"},
		{"^(ax|test)is$", "${1}es"},
		{"(octop|vir)us$", "${1}i"},
		{"(octop|vir)i$", "${1}i"},
		{"(alias|status)$", "${1}es"},
		{"(bu)s$", "${1}ses"},
		{"(buffal|tomat)o$", "${1}oes"},
		{"([ti])um$", "${1}a"},
		{"([ti])a$", "${1}a"},
		{"sis$", "ses"},
		{"(?:([^f])fe|([lr])f)$", "${1}${2}ves"},
		{"(hive)$", "${1}s"},
		{"([^aeiouy]|qu)y$", "${1}ies"},
		{"(x|ch|ss|sh)$", "${1}es"},
		{"(matr|vert|ind)(?:ix|ex)$", "${1}ices"},
		{"^(m|l)ouse$", "${1}ice"},
		{"^(m|l)ice$", "${1}ice"},
		{"^(ox)$", "${1}en"},
		{"^(oxen)$", "${1}"},
		{"(quiz)$", "${1}zes"},
	}
	for i := len(regular) - 1; i >= 0; i-- {
		out = append(out, pluralRule{regexp.MustCompile("(?i)" + regular[i][0]), regular[i][1]})
	}
	return out
})
