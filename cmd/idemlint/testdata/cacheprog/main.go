// Command cacheprog is a GOCACHEPROG program for idemlint's tests: it
// keeps the cache's objects in a directory, speaking the protocol of
// cmd/go/internal/cacheprog (JSON requests on standard input, one a line,
// a put's body as a base64 JSON string on the line after it; JSON
// responses on standard output, the first one listing the commands it
// knows).
//
//	cacheprog [-die] DIR
//
// -die exits with status 1 at its first put, answering nothing.
package main

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

type request struct {
	ID       int64
	Command  string
	ActionID []byte `json:",omitempty"`
	OutputID []byte `json:",omitempty"`
	BodySize int64  `json:",omitempty"`
}

type response struct {
	ID            int64
	Err           string     `json:",omitempty"`
	KnownCommands []string   `json:",omitempty"`
	Miss          bool       `json:",omitempty"`
	OutputID      []byte     `json:",omitempty"`
	Size          int64      `json:",omitempty"`
	Time          *time.Time `json:",omitempty"`
	DiskPath      string     `json:",omitempty"`
}

// action is what the directory keeps under an action id.
type action struct {
	OutputID []byte
	Size     int64
	Time     time.Time
}

func main() {
	die := flag.Bool("die", false, "exit at the first put")
	flag.Parse()
	dir, err := filepath.Abs(flag.Arg(0))
	if err != nil || flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: cacheprog [-die] DIR")
		os.Exit(2)
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		fmt.Fprintln(os.Stderr, "cacheprog:", err)
		os.Exit(1)
	}
	in := json.NewDecoder(bufio.NewReader(os.Stdin))
	w := bufio.NewWriter(os.Stdout)
	out := json.NewEncoder(w)
	reply := func(res *response) {
		out.Encode(res)
		w.Flush()
	}
	reply(&response{KnownCommands: []string{"get", "put", "close"}})
	for {
		var req request
		if err := in.Decode(&req); err != nil {
			return // the client closed standard input
		}
		var body []byte
		if req.Command == "put" && req.BodySize > 0 {
			if err := in.Decode(&body); err != nil {
				fmt.Fprintln(os.Stderr, "cacheprog: body:", err)
				os.Exit(1)
			}
		}
		if req.Command == "put" && *die {
			os.Exit(1)
		}
		res := &response{ID: req.ID}
		switch req.Command {
		case "get":
			get(dir, &req, res)
		case "put":
			put(dir, &req, body, res)
		case "close":
			reply(res)
			return
		default:
			res.Err = "unknown command " + req.Command
		}
		reply(res)
	}
}

func get(dir string, req *request, res *response) {
	data, err := os.ReadFile(filepath.Join(dir, "a-"+hex.EncodeToString(req.ActionID)))
	var a action
	if err != nil || json.Unmarshal(data, &a) != nil {
		res.Miss = true
		return
	}
	res.OutputID, res.Size, res.Time = a.OutputID, a.Size, &a.Time
	res.DiskPath = filepath.Join(dir, "o-"+hex.EncodeToString(a.OutputID))
}

func put(dir string, req *request, body []byte, res *response) {
	if int64(len(body)) != req.BodySize {
		res.Err = fmt.Sprintf("body of %d bytes, BodySize %d", len(body), req.BodySize)
		return
	}
	obj := filepath.Join(dir, "o-"+hex.EncodeToString(req.OutputID))
	a, _ := json.Marshal(action{OutputID: req.OutputID, Size: req.BodySize, Time: time.Now()})
	if err := writeFile(obj, body); err != nil {
		res.Err = err.Error()
		return
	}
	if err := writeFile(filepath.Join(dir, "a-"+hex.EncodeToString(req.ActionID)), a); err != nil {
		res.Err = err.Error()
		return
	}
	res.DiskPath = obj
}

// writeFile writes name through a temporary file renamed when complete,
// so that programs sharing the directory never read half a file.
func writeFile(name string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), filepath.Base(name)+".*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), name)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
