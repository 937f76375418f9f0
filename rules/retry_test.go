package rules_test

import (
	"testing"
	"time"

	"github.com/hintgate/hintgate/rules"
)

// TestJitterInjected: backoff is deterministic with an injected
// source of randomness.
func TestJitterInjected(t *testing.T) {
	c := rules.Config{Retry: []rules.RetryRule{{Name: "r", When: "error.transient", Max: 5, Base: time.Second, Cap: 10 * time.Second, Jitter: 50}}}
	idem := writeTool
	idem.Idempotent = true
	for _, tt := range []struct {
		rand    float64
		attempt int
		want    time.Duration
	}{{0.5, 1, time.Second}, {0, 1, 500 * time.Millisecond}, {0.75, 2, 2500 * time.Millisecond}, {0.999999, 4, 10 * time.Second}} {
		c.Rand = func() float64 { return tt.rand }
		p, err := rules.Compile(c)
		if err != nil {
			t.Fatal(err)
		}
		_, wait, _ := p.Retry(p.Prepare(ht(idem), rules.Session{}), rules.Call{Attempt: tt.attempt}, rules.Failure{Transient: true})
		if wait != tt.want {
			t.Errorf("rand %v attempt %d: wait %v, want %v", tt.rand, tt.attempt, wait, tt.want)
		}
	}
}
