package model

import "testing"

// TestFunctionNameFlags checks that the flags naming functions take full
// names and reject anything else with a clear error.
func TestFunctionNameFlags(t *testing.T) {
	for _, ok := range []string{
		"example.com/mail.Send",
		"(*example.com/repo.Store).Seen",
		"(example.com/repo.Store).Seen",
		"gopkg.in/gomail.v2.Send",
		"example.com/a/b.Func,example.com/c.G",
	} {
		if err := new(listFlag).Set(ok); err != nil {
			t.Errorf("Set(%q) = %v, want nil", ok, err)
		}
	}
	for _, bad := range []string{"Send", "mail.Send()", "(*Store).Seen", "example.com/repo.Store.Seen.x(", "example.com/x. Send"} {
		if err := new(listFlag).Set(bad); err == nil {
			t.Errorf("Set(%q) = nil, want an error", bad)
		}
	}
}
