// Package stdlib calls every standard-library EFFECT and HTTP row of the
// idemlint catalog once.
package stdlib

import (
	"context"
	"net/http"
	"net/http/httputil"
	"net/smtp"
	"net/url"
	"os/exec"
	"strings"
)

func posts(c *http.Client, body string) error {
	resp, err := http.Post("https://example.com/a", "text/plain", strings.NewReader(body)) // row: Post
	if err != nil {
		return err
	}
	resp.Body.Close()
	resp, err = http.PostForm("https://example.com/b", url.Values{"k": {body}}) // row: PostForm
	if err != nil {
		return err
	}
	resp.Body.Close()
	resp, err = c.Post("https://example.com/c", "text/plain", strings.NewReader(body)) // row: Client.Post
	if err != nil {
		return err
	}
	resp.Body.Close()
	resp, err = c.PostForm("https://example.com/d", url.Values{"k": {body}}) // row: Client.PostForm
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func requests(ctx context.Context, c *http.Client, t *http.Transport, key string) error {
	req, err := http.NewRequest(http.MethodPost, "https://example.com/e", nil) // row: NewRequest
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)   // row: Header.Set
	req.Header.Add("X-Idempotency-Key", key) // row: Header.Add
	resp, err := c.Do(req)                   // row: Client.Do
	if err != nil {
		return err
	}
	resp.Body.Close()
	req, err = http.NewRequestWithContext(ctx, http.MethodPut, "https://example.com/f", nil) // row: NewRequestWithContext
	if err != nil {
		return err
	}
	resp, err = t.RoundTrip(req) // row: Transport.RoundTrip
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func mail(c *smtp.Client, to string, msg []byte) error {
	if err := smtp.SendMail("mail.example.com:25", nil, "noreply@example.com", []string{to}, msg); err != nil { // row: SendMail
		return err
	}
	if err := c.Mail("noreply@example.com"); err != nil { // row: Client.Mail
		return err
	}
	w, err := c.Data() // row: Client.Data
	if err != nil {
		return err
	}
	if _, err := w.Write(msg); err != nil {
		return err
	}
	return w.Close()
}

func commands(arg string) error {
	if err := exec.Command("true", arg).Run(); err != nil { // row: Cmd.Run
		return err
	}
	cmd := exec.Command("sleep", arg)
	if err := cmd.Start(); err != nil { // row: Cmd.Start
		return err
	}
	if _, err := exec.Command("echo", arg).Output(); err != nil { // row: Cmd.Output
		return err
	}
	_, err := exec.Command("echo", arg).CombinedOutput() // row: Cmd.CombinedOutput
	return err
}

func clientConn(cc *httputil.ClientConn) error {
	req, err := http.NewRequest(http.MethodPost, "https://example.com/g", nil) // row: NewRequest
	if err != nil {
		return err
	}
	resp, err := cc.Do(req) // row: ClientConn.Do
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
