package driver

import "testing"

// TestHasSend checks the byte scan that admits a main-module package that
// may hand a value off on a channel.
func TestHasSend(t *testing.T) {
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"q.jobs <- job", true},
		{"jobs<-job", true},
		{"out[i] <- v", true},
		{"f() <- v", true},
		{"v := <-ch", false},
		{"case <-ctx.Done():", false},
		{"case v := <-ch:", false},
		{"return <-done", false},
		{"func f(in <-chan int, out chan<- int) {}", false},
		{"var c chan <- int", false},
		{"select { case <-t.C: }", false},
		{"x := 1", false},
	} {
		if got := hasSend([]byte(c.src)); got != c.want {
			t.Errorf("hasSend(%q) = %v, want %v", c.src, got, c.want)
		}
	}
}
