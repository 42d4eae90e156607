// Package httpiface pays through its own HTTP client interface, in a
// package that also imports net/http/httputil (sphinx-tribes'
// MakeBountyPayment): *http.Client and httputil's ClientConn both send
// the request, so the interface's Do is the library's.
package httpiface

import (
	"bytes"
	"log"
	"net/http"
	"net/http/httputil"

	"gorm.io/gorm"
)

type HttpClient interface {
	Do(req *http.Request) (*http.Response, error)
}

type Bounty struct {
	ID   uint
	Paid bool
}

type Handler struct {
	db     *gorm.DB
	client HttpClient
}

func dump(req *http.Request) {
	b, _ := httputil.DumpRequestOut(req, false)
	log.Printf("%s", b)
}

// Bad: two concurrent requests both see the bounty unpaid and both pay it.
func (h *Handler) Pay(w http.ResponseWriter, id uint) {
	var b Bounty
	if err := h.db.Where("id = ?", id).First(&b).Error; err != nil { // want `h.db.Where\(…\).First decides whether h.client.Do \(POST\) at line \d+ runs; two concurrent requests can both pass the check and both send the POST request`
		w.WriteHeader(http.StatusNotFound)
		return
	}
	if b.Paid {
		w.WriteHeader(http.StatusConflict)
		return
	}
	req, _ := http.NewRequest(http.MethodPost, "https://relay.example.com/payment", bytes.NewBufferString("{}"))
	dump(req)
	res, err := h.client.Do(req)
	if err != nil {
		return
	}
	res.Body.Close()
	h.db.Model(&b).Update("paid", true)
}

// Good: a GET of the payment's status changes nothing.
func (h *Handler) Status(w http.ResponseWriter, id uint) {
	var b Bounty
	if err := h.db.Where("id = ?", id).First(&b).Error; err != nil {
		w.WriteHeader(http.StatusNotFound)
		return
	}
	if b.Paid {
		return
	}
	req, _ := http.NewRequest(http.MethodGet, "https://relay.example.com/payment", nil)
	res, err := h.client.Do(req)
	if err != nil {
		return
	}
	res.Body.Close()
}
