package driver

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// progCache is a cache program, the go command's GOCACHEPROG: it keeps
// the entries (of the go command, and of idemlint under action ids of
// its own), wherever it likes — a directory, an object store shared by a
// fleet of machines. It speaks the protocol of cmd/go/internal/cacheprog:
// it first says which commands it knows; then each request is a JSON
// object on a line, a put's body following on the next line as a
// base64-encoded JSON string, and each response a JSON object echoing the
// request's ID; a get's hit names a file of the local file system that
// holds the body (DiskPath), valid until "close". The body read from it
// must hash to the output id put with it (its SHA-256), or it is not
// taken.
//
// The first failure (the program exits or says something else than the
// protocol, answers an error, or a hit whose file is not the body) gives
// the program up: the rest of the run goes on without a cache, and the
// run says why (Result.CacheProgErr). Requests are sent one at a time.
type progCache struct {
	name   string // the program, for messages
	cmd    *exec.Cmd
	cancel context.CancelFunc // closes the program's standard input
	w      *bufio.Writer
	dec    *json.Decoder
	can    map[string]bool // the commands the program knows

	mu     sync.Mutex // serialises the exchanges, and guards what follows
	id     int64      // the last request's
	err    error      // the first failure
	closed bool
}

// progRequest and progResponse are cacheprog.Request and Response.
type progRequest struct {
	ID       int64
	Command  string
	ActionID []byte `json:",omitempty"`
	OutputID []byte `json:",omitempty"`
	BodySize int64  `json:",omitempty"`
}

type progResponse struct {
	ID            int64
	Err           string
	KnownCommands []string
	Miss          bool
	OutputID      []byte
	Size          int64
	Time          *time.Time
	DiskPath      string
}

// progWait bounds the wait for the program to exit once its standard input
// is closed; it is killed after.
const progWait = 5 * time.Second

// startProg starts the program of the command line, split as the go
// command splits GOCACHEPROG, and reads which commands it knows.
func startProg(cmdline string) (*progCache, error) {
	args, err := splitQuoted(cmdline)
	if err != nil {
		return nil, fmt.Errorf("GOCACHEPROG: %v", err)
	}
	if len(args) == 0 {
		return nil, errors.New("GOCACHEPROG names no program")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Stderr = os.Stderr
	cmd.WaitDelay = progWait
	in, err := cmd.StdinPipe()
	if err != nil {
		cancel()
		return nil, fmt.Errorf("GOCACHEPROG %s: %v", args[0], err)
	}
	cmd.Cancel = in.Close
	out, err := cmd.StdoutPipe()
	if err != nil {
		cancel()
		return nil, fmt.Errorf("GOCACHEPROG %s: %v", args[0], err)
	}
	if err := cmd.Start(); err != nil {
		cancel()
		return nil, fmt.Errorf("GOCACHEPROG %s: %v", args[0], err)
	}
	p := &progCache{name: args[0], cmd: cmd, cancel: cancel, w: bufio.NewWriter(in), dec: json.NewDecoder(bufio.NewReader(out)), can: map[string]bool{}}
	var res progResponse
	if err := p.dec.Decode(&res); err != nil {
		p.fail(p.readError(err))
	} else if res.ID != 0 || len(res.KnownCommands) == 0 {
		p.fail(fmt.Errorf("GOCACHEPROG %s: its first response declares no commands", p.name))
	}
	for _, c := range res.KnownCommands {
		p.can[c] = true
	}
	if p.err != nil {
		p.close()
		return nil, p.err
	}
	return p, nil
}

// readError is the failure of a response that could not be read.
func (p *progCache) readError(err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("GOCACHEPROG %s exited", p.name)
	}
	return fmt.Errorf("GOCACHEPROG %s: %v", p.name, err)
}

// fail gives the program up; p.mu is held, or p is not shared yet.
func (p *progCache) fail(err error) {
	if p.err == nil {
		p.err = err
	}
	p.cancel()
}

// exchange sends a request, with its body for a put, and reads its
// response; it returns nil once the program has failed. p.mu is held.
func (p *progCache) exchange(req *progRequest, body []byte) *progResponse {
	if p.err != nil || p.closed {
		return nil
	}
	p.id++
	req.ID = p.id
	err := json.NewEncoder(p.w).Encode(req)
	if err == nil && len(body) > 0 {
		p.w.WriteByte('"')
		enc := base64.NewEncoder(base64.StdEncoding, p.w)
		enc.Write(body)
		enc.Close()
		p.w.WriteString("\"\n")
	}
	if err == nil {
		err = p.w.Flush()
	}
	if err != nil {
		p.fail(fmt.Errorf("GOCACHEPROG %s: %v", p.name, err))
		return nil
	}
	res := new(progResponse)
	if err := p.dec.Decode(res); err != nil {
		p.fail(p.readError(err))
		return nil
	}
	switch {
	case res.ID != req.ID:
		p.fail(fmt.Errorf("GOCACHEPROG %s answered request %d with the response of %d", p.name, req.ID, res.ID))
		return nil
	case res.Err != "":
		p.fail(fmt.Errorf("GOCACHEPROG %s: %s %x: %s", p.name, req.Command, req.ActionID, res.Err))
		return nil
	}
	return res
}

// alive reports whether the program is still used.
func (p *progCache) alive() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err == nil && !p.closed
}

// failure returns why the program was given up, or nil.
func (p *progCache) failure() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}

// get returns the body stored under the action id, or nil.
func (p *progCache) get(action []byte) []byte {
	if !p.can["get"] {
		return nil
	}
	p.mu.Lock()
	res := p.exchange(&progRequest{Command: "get", ActionID: action}, nil)
	p.mu.Unlock()
	if res == nil || res.Miss {
		return nil
	}
	data, err := os.ReadFile(res.DiskPath)
	if err == nil {
		if sum := sha256.Sum256(data); !bytes.Equal(sum[:], res.OutputID) {
			err = fmt.Errorf("%s does not hold the body of output %x", res.DiskPath, res.OutputID)
		}
	}
	if err != nil {
		p.mu.Lock()
		p.fail(fmt.Errorf("GOCACHEPROG %s: get %x: %v", p.name, action, err))
		p.mu.Unlock()
		return nil
	}
	return data
}

// put stores data under the action id, its SHA-256 as its output id.
func (p *progCache) put(action, data []byte) {
	if !p.can["put"] {
		return
	}
	sum := sha256.Sum256(data)
	p.mu.Lock()
	defer p.mu.Unlock()
	p.exchange(&progRequest{Command: "put", ActionID: action, OutputID: sum[:], BodySize: int64(len(data))}, data)
}

// close asks the program to exit, closes its standard input and waits for
// it (progWait at most; then it is killed).
func (p *progCache) close() {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return
	}
	if p.err == nil && p.can["close"] {
		p.id++
		req := &progRequest{ID: p.id, Command: "close"}
		var res progResponse
		// The program may exit without answering: that is not a failure.
		if json.NewEncoder(p.w).Encode(req) == nil && p.w.Flush() == nil && p.dec.Decode(&res) == nil && res.Err != "" {
			p.err = fmt.Errorf("GOCACHEPROG %s: close: %s", p.name, res.Err)
		}
	}
	p.closed = true
	p.cancel()
	p.mu.Unlock()
	p.cmd.Wait()
}

// splitQuoted splits a command line into fields as the go command splits
// GOCACHEPROG (cmd/internal/quoted.Split): fields are separated by
// spaces, tabs and newlines, and single or double quotes around a field
// keep it whole, without any escape inside.
func splitQuoted(s string) ([]string, error) {
	var f []string
	space := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	for len(s) > 0 {
		for len(s) > 0 && space(s[0]) {
			s = s[1:]
		}
		if len(s) == 0 {
			break
		}
		if q := s[0]; q == '"' || q == '\'' {
			i := strings.IndexByte(s[1:], q)
			if i < 0 {
				return nil, fmt.Errorf("unterminated %c string", q)
			}
			f = append(f, s[1:1+i])
			s = s[2+i:]
			continue
		}
		i := 0
		for i < len(s) && !space(s[i]) {
			i++
		}
		f = append(f, s[:i])
		s = s[i:]
	}
	return f, nil
}
