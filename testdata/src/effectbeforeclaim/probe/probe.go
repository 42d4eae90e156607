// Package probe holds go-nsq handlers that run a command before their
// processed marker: one reads what the command prints (a media probe,
// odysee's forklift analysing an upload), one runs it for what it does.
package probe

import (
	"bytes"
	"database/sql"
	"os/exec"

	"github.com/nsqio/go-nsq"
)

// ffprobe runs the probe and returns what it printed.
func ffprobe(path string) (string, error) {
	cmd := exec.Command("ffprobe", "-of", "json", "-show_format", path)
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		return "", err
	}
	return out.String(), nil
}

// analyse probes the upload, stores the result and marks it processed.
type analyse struct{ db *sql.DB }

func (h *analyse) HandleMessage(m *nsq.Message) error {
	format, err := ffprobe(string(m.Body))
	if err != nil {
		return err
	}
	_, err = h.db.Exec(`UPDATE uploads SET format = $1, status = 'processed' WHERE id = $2`, format, m.Body)
	return err
}

// publish runs a command for what it does, then marks the upload
// processed.
type publish struct{ db *sql.DB }

func (h *publish) HandleMessage(m *nsq.Message) error {
	if err := exec.Command("rsync", string(m.Body), "cdn:/media/").Run(); err != nil { // want `exec.Command\(…\).Run runs before the processed marker h.db.Exec at line \d+`
		return err
	}
	_, err := h.db.Exec(`UPDATE uploads SET status = 'processed' WHERE id = $1`, m.Body)
	return err
}

// Start registers the handlers.
func Start(c *nsq.Consumer, db *sql.DB) {
	c.AddHandler(&analyse{db: db})
	c.AddHandler(&publish{db: db})
}
