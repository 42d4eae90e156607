package driver

import (
	"go/scanner"
	"go/token"
	"strings"
)

// blankBodies returns src with the statements of its top-level
// functions' bodies blanked (every byte but newlines made a space), for a
// parse that only declares the file: the parser then builds no syntax
// that the declaration check would skip, and the positions of everything
// else stay where they were. A body that holds a line directive, which
// moves the positions after it, is kept. src is returned as it is when
// it does not scan.
func blankBodies(src []byte) []byte {
	var s scanner.Scanner
	fset := token.NewFileSet()
	file := fset.AddFile("", -1, len(src))
	failed := false
	s.Init(file, src, func(token.Position, string) { failed = true }, scanner.ScanComments)
	type span struct{ from, to int } // the offsets inside a body's braces
	var bodies []span
	// Outside a function, depth counts brackets of all kinds; in a
	// function's signature, sig counts them and typeBraces the braces of
	// struct and interface types; in its body, body counts braces.
	depth, sig, typeBraces, body := 0, 0, 0, 0
	inSig, inBody, directive := false, false, false
	var start int
	prev := token.SEMICOLON
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		off := file.Offset(pos)
		switch {
		case inBody:
			switch tok {
			case token.LBRACE:
				body++
			case token.RBRACE:
				body--
				if body == 0 {
					inBody = false
					if !directive {
						bodies = append(bodies, span{start, off})
					}
				}
			case token.COMMENT:
				directive = directive || strings.HasPrefix(lit, "//line ") || strings.HasPrefix(lit, "/*line ")
			}
		case inSig:
			switch tok {
			case token.LPAREN, token.LBRACK:
				sig++
			case token.RPAREN, token.RBRACK:
				sig--
			case token.LBRACE:
				if sig == 0 && typeBraces == 0 && prev != token.STRUCT && prev != token.INTERFACE {
					inSig, inBody, body, directive, start = false, true, 1, false, off+1
				} else {
					typeBraces++
				}
			case token.RBRACE:
				typeBraces--
			case token.SEMICOLON:
				if sig == 0 && typeBraces == 0 {
					inSig = false // a function without a body
				}
			}
		default:
			switch tok {
			case token.FUNC:
				if depth == 0 && prev == token.SEMICOLON {
					inSig, sig, typeBraces = true, 0, 0
				}
			case token.LPAREN, token.LBRACK, token.LBRACE:
				depth++
			case token.RPAREN, token.RBRACK, token.RBRACE:
				depth--
			}
		}
		if tok != token.COMMENT {
			prev = tok
		}
	}
	if failed || len(bodies) == 0 {
		return src
	}
	out := make([]byte, len(src))
	copy(out, src)
	for _, b := range bodies {
		for i := b.from; i < b.to; i++ {
			if out[i] != '\n' {
				out[i] = ' '
			}
		}
	}
	return out
}
