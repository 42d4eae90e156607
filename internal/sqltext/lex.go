package sqltext

import (
	"strconv"
	"strings"
)

type tokKind uint8

const (
	tWord   tokKind = iota // unquoted identifier or keyword; val is lower-cased
	tIdent                 // quoted identifier; val is the unquoted name
	tString                // string literal of any style
	tNumber                // numeric literal
	tParam                 // placeholder; val is its sigil ("$", "?", ":", "@")
	tOp                    // operator or punctuation; val is its text
)

type token struct {
	kind  tokKind
	val   string
	depth int // parenthesis depth within the statement; "(" and ")" sit outside their group
	param Param
	bare  bool // a ? without a number
}

func (t *token) is(op string) bool { return t.kind == tOp && t.val == op }

// maxOrdinal bounds explicit placeholder numbers so that arithmetic on them
// cannot overflow; no driver accepts more parameters than this.
const maxOrdinal = 1 << 20

// Multi-byte operators, longest first. Everything else is one byte.
var multiOps = []string{
	"<=>", "->>", "#>>", "!~*",
	"<=", ">=", "<>", "!=", "==", "||", "->", "@>", "<@", "#>", "#-",
	"&&", "!~", "~*", "~~", "<<", ">>", "@@", "::", ":=",
}

func at(s string, i int) byte {
	if i >= 0 && i < len(s) {
		return s[i]
	}
	return 0
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isNameStart accepts bytes of multi-byte UTF-8 sequences so that
// non-ASCII identifiers stay whole.
func isNameStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 0x80
}

func isNameChar(c byte) bool { return isNameStart(c) || isDigit(c) }

// isWordChar adds $, which PostgreSQL and MySQL allow inside identifiers.
func isWordChar(c byte) bool { return isNameChar(c) || c == '$' }

func scanName(s string, i int) int {
	for i < len(s) && isNameChar(s[i]) {
		i++
	}
	return i
}

// lex turns s into tokens, dropping whitespace and comments. Unterminated
// strings, identifiers and comments run to the end of s.
func lex(s string) []token {
	var toks []token
	add := func(k tokKind, v string) { toks = append(toks, token{kind: k, val: v}) }
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case isSpace(c):
			i++
		case c == '-' && at(s, i+1) == '-':
			if j := strings.IndexByte(s[i:], '\n'); j >= 0 {
				i += j + 1
			} else {
				i = len(s)
			}
		case c == '/' && at(s, i+1) == '*':
			i = skipComment(s, i)
		case c == '\'':
			i, _ = scanQuoted(s, i, '\'', false)
			add(tString, "")
		case c == '"' || c == '`':
			var name string
			i, name = scanQuotedName(s, i, c)
			add(tIdent, name)
		case isNameStart(c):
			j := i + 1
			for j < len(s) && isWordChar(s[j]) {
				j++
			}
			if j == i+1 && at(s, j) == '\'' && strings.IndexByte("eEbBxXnN", c) >= 0 {
				i, _ = scanQuoted(s, j, '\'', c == 'e' || c == 'E')
				add(tString, "")
				continue
			}
			add(tWord, strings.ToLower(s[i:j]))
			i = j
		case isDigit(c) || c == '.' && isDigit(at(s, i+1)):
			i = scanNumber(s, i)
			add(tNumber, "")
		case c == '$':
			i = lexDollar(s, i, &toks)
		case c == '?':
			i = lexQuestion(s, i, &toks)
		case (c == ':' || c == '@') && isNameStart(at(s, i+1)):
			j := scanName(s, i+1)
			toks = append(toks, token{kind: tParam, val: s[i : i+1], param: Param{Name: s[i+1 : j]}})
			i = j
		default:
			op := s[i : i+1]
			for _, m := range multiOps {
				if strings.HasPrefix(s[i:], m) {
					op = m
					break
				}
			}
			add(tOp, op)
			i += len(op)
		}
	}
	return toks
}

// skipComment skips a /* */ comment starting at i, nesting as PostgreSQL does.
func skipComment(s string, i int) int {
	depth := 0
	for i+1 < len(s) {
		switch {
		case s[i] == '/' && s[i+1] == '*':
			depth++
			i += 2
		case s[i] == '*' && s[i+1] == '/':
			depth--
			i += 2
			if depth == 0 {
				return i
			}
		default:
			i++
		}
	}
	return len(s)
}

// scanQuoted scans a literal opened by quote q at i, where a doubled q
// stands for itself and, with backslash, \ escapes the next byte. It returns
// the index after the closing quote and whether there was one.
func scanQuoted(s string, i int, q byte, backslash bool) (int, bool) {
	j := i + 1
	for j < len(s) {
		switch {
		case backslash && s[j] == '\\':
			j += 2
		case s[j] == q && at(s, j+1) == q:
			j += 2
		case s[j] == q:
			return j + 1, true
		default:
			j++
		}
	}
	return len(s), false
}

func scanQuotedName(s string, i int, q byte) (int, string) {
	end, closed := scanQuoted(s, i, q, false)
	body := s[i+1 : end]
	if closed {
		body = s[i+1 : end-1]
	}
	return end, strings.ReplaceAll(body, string([]byte{q, q}), string(q))
}

func scanNumber(s string, i int) int {
	for i < len(s) {
		c := s[i]
		switch {
		case (c == 'e' || c == 'E') && (at(s, i+1) == '+' || at(s, i+1) == '-') && isDigit(at(s, i+2)):
			i += 3
		case isNameChar(c) || c == '.':
			i++
		default:
			return i
		}
	}
	return i
}

// lexDollar handles $: a $N placeholder, a $$ or $tag$ quoted string, a
// SQLite $name placeholder, or a lone $.
func lexDollar(s string, i int, toks *[]token) int {
	next := at(s, i+1)
	switch {
	case isDigit(next):
		j := i + 1
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		*toks = append(*toks, token{kind: tParam, val: "$", param: Param{Ordinal: ordinal(s[i+1 : j])}})
		return j
	case next == '$':
		return skipDollarBody(s, i+2, "$$", toks)
	case isNameStart(next):
		j := scanName(s, i+1)
		if at(s, j) == '$' {
			return skipDollarBody(s, j+1, s[i:j+1], toks)
		}
		*toks = append(*toks, token{kind: tParam, val: "$", param: Param{Name: s[i+1 : j]}})
		return j
	}
	*toks = append(*toks, token{kind: tOp, val: "$"})
	return i + 1
}

func skipDollarBody(s string, from int, tag string, toks *[]token) int {
	*toks = append(*toks, token{kind: tString})
	if k := strings.Index(s[from:], tag); k >= 0 {
		return from + k + len(tag)
	}
	return len(s)
}

// lexQuestion handles ?: a ?N or bare ? placeholder, or the jsonb
// operators ?| and ?& (but ?|| is a placeholder followed by ||).
func lexQuestion(s string, i int, toks *[]token) int {
	next := at(s, i+1)
	switch {
	case isDigit(next):
		j := i + 1
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		*toks = append(*toks, token{kind: tParam, val: "?", param: Param{Ordinal: ordinal(s[i+1 : j])}})
		return j
	case next == '|' && at(s, i+2) != '|' || next == '&' && at(s, i+2) != '&':
		*toks = append(*toks, token{kind: tOp, val: s[i : i+2]})
		return i + 2
	}
	*toks = append(*toks, token{kind: tParam, val: "?", bare: true})
	return i + 1
}

// ordinal parses an explicit placeholder number; 0 means unusable.
func ordinal(digits string) int {
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 || n > maxOrdinal {
		return 0
	}
	return n
}

// numberParams gives every placeholder its ordinal (see the package doc)
// and turns ? into an operator when the text uses $N placeholders.
func numberParams(toks []token) {
	dollarN := false
	for i := range toks {
		if t := &toks[i]; t.kind == tParam && t.val == "$" && t.param.Name == "" {
			dollarN = true
			break
		}
	}
	highest := 0
	names := map[string]int{}
	for i := range toks {
		t := &toks[i]
		switch {
		case t.kind != tParam:
		case t.val == "?" && dollarN:
			*t = token{kind: tOp, val: "?"}
		case t.param.Name != "":
			key := t.val + t.param.Name
			n, ok := names[key]
			if !ok {
				highest++
				n = highest
				names[key] = n
			}
			t.param.Ordinal = n
		case t.bare:
			highest++
			t.param.Ordinal = highest
		default:
			highest = max(highest, t.param.Ordinal)
		}
	}
}
