package lsp

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
)

// The few LSP messages the server speaks, and its base protocol.

// LSP message types of window/showMessage and window/logMessage.
const (
	msgError   = 1
	msgWarning = 2
	msgLog     = 4
)

// LSP diagnostic severities.
const (
	severityError   = 1
	severityWarning = 2
)

// codeNotInitialized is LSP's error for a request before initialize.
const codeNotInitialized = -32002

// maxMessage bounds the body of one message (a didOpen carries a file).
const maxMessage = 256 << 20

type position struct {
	Line      int `json:"line"`
	Character int `json:"character"` // UTF-16 code units
}

type lspRange struct {
	Start position `json:"start"`
	End   position `json:"end"`
}

type location struct {
	URI   string   `json:"uri"`
	Range lspRange `json:"range"`
}

type diagnostic struct {
	Range              lspRange             `json:"range"`
	Severity           int                  `json:"severity,omitempty"`
	Code               any                  `json:"code,omitempty"` // a string or a number
	CodeDescription    *codeDescription     `json:"codeDescription,omitempty"`
	Source             string               `json:"source,omitempty"`
	Message            string               `json:"message"`
	RelatedInformation []relatedInformation `json:"relatedInformation,omitempty"`
}

type codeDescription struct {
	Href string `json:"href"`
}

type relatedInformation struct {
	Location location `json:"location"`
	Message  string   `json:"message"`
}

type textDocument struct {
	URI string `json:"uri"`
}

type textEdit struct {
	Range   lspRange `json:"range"`
	NewText string   `json:"newText"`
}

type codeAction struct {
	Title       string        `json:"title"`
	Kind        string        `json:"kind"`
	Diagnostics []diagnostic  `json:"diagnostics"`
	Edit        workspaceEdit `json:"edit"`
}

type workspaceEdit struct {
	Changes map[string][]textEdit `json:"changes"`
}

// params decodes a message's parameters.
func params(req *jsonrpc2.Request, v any) error {
	if req.Params == nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: "no params"}
	}
	if err := json.Unmarshal(*req.Params, v); err != nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: err.Error()}
	}
	return nil
}

func uriToPath(uri string) (string, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	if u.Scheme != "file" {
		return "", fmt.Errorf("%q is not a file URI", uri)
	}
	p := u.Path
	if runtime.GOOS == "windows" {
		p = strings.TrimPrefix(p, "/") // file:///C:/dir
	}
	return filepath.FromSlash(p), nil
}

func pathToURI(file string) string {
	p := filepath.ToSlash(file)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

// stream is LSP's base protocol: each message a JSON body after a
// Content-Length header. A body that is not a JSON-RPC message is answered
// with an error and skipped, so that one bad message does not end the
// session; a broken header does, since nothing after it can be framed.
type stream struct {
	r       *bufio.Reader
	w       io.Writer
	closers []io.Closer
	mu      sync.Mutex // one message written at a time
}

func (t *stream) ReadObject(v any) error {
	for {
		body, err := t.readFrame()
		if err != nil {
			return err
		}
		err = json.Unmarshal(body, v)
		if err == nil {
			return nil
		}
		code := int64(jsonrpc2.CodeInvalidRequest)
		if errors.As(err, new(*json.SyntaxError)) {
			code = jsonrpc2.CodeParseError
		}
		if err := t.WriteObject(map[string]any{"jsonrpc": "2.0", "id": nil, "error": jsonrpc2.Error{Code: code, Message: err.Error()}}); err != nil {
			return err
		}
	}
}

func (t *stream) readFrame() ([]byte, error) {
	length := -1
	for {
		line, err := t.r.ReadString('\n')
		if err == io.EOF && line != "" {
			err = io.ErrUnexpectedEOF
		}
		if err != nil {
			return nil, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			break
		}
		name, value, _ := strings.Cut(line, ":")
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 || n > maxMessage {
				return nil, fmt.Errorf("bad header %q", line)
			}
			length = n
		}
	}
	if length < 0 {
		return nil, errors.New("a message without a Content-Length header")
	}
	body, err := io.ReadAll(io.LimitReader(t.r, int64(length)))
	if err == nil && len(body) < length {
		err = io.ErrUnexpectedEOF
	}
	return body, err
}

func (t *stream) WriteObject(v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	_, err = t.w.Write(append(fmt.Appendf(nil, "Content-Length: %d\r\n\r\n", len(body)), body...))
	return err
}

func (t *stream) Close() error {
	var errs []error
	for _, c := range t.closers {
		errs = append(errs, c.Close())
	}
	return errors.Join(errs...)
}
