package brokers

import (
	"net/http"
	"strings"

	"github.com/nats-io/nats.go"
	"gorm.io/gorm"
)

// hook is a webhook subscribed to a topic.
type hook struct{ URL string }

// SubscribeHooks posts each event to the webhooks subscribed to it: the
// read looks up where to post, not whether this delivery posted before.
func SubscribeHooks(nc *nats.Conn, db *gorm.DB) {
	nc.Subscribe("each", func(m *nats.Msg) {
		var hooks []hook
		if err := db.Where("topic = ?", m.Subject).Find(&hooks).Error; err != nil {
			return
		}
		for _, h := range hooks {
			http.Post(h.URL, "application/json", nil) // want `http.Post runs in a handler that records no claim`
		}
	})
	nc.Subscribe("all", func(m *nats.Msg) {
		var hooks []hook
		if err := db.Where("topic = ?", m.Subject).Find(&hooks).Error; err != nil {
			return
		}
		var urls []string
		for _, h := range hooks { // collects, decides nothing
			urls = append(urls, h.URL)
		}
		http.Post("https://example.com/fanout?to="+strings.Join(urls, ","), "application/json", nil) // want `http.Post runs in a handler that records no claim`
	})
	nc.Subscribe("sent", func(m *nats.Msg) {
		var sent []hook
		if err := db.Where("event_id = ?", m.Header.Get("id")).Find(&sent).Error; err != nil {
			return
		}
		for range sent {
			return // posted before: a dedup check, checkthenact's to judge
		}
		http.Post("https://example.com/hook", "application/json", nil)
	})
}
