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

func TestRetry(t *testing.T) {
	def := mustLoad(t, "default: allow\n")
	idem := writeTool
	idem.Idempotent = true
	transient := rules.Failure{Message: "connection reset", Transient: true}
	tests := []struct {
		p       *rules.Policy
		tool    rules.Tool
		attempt int
		f       rules.Failure
		again   bool
	}{
		{def, idem, 1, transient, true},
		{def, idem, 2, transient, true},
		{def, idem, 3, transient, false}, // max 3 attempts
		{def, idem, 1, rules.Failure{Message: "bad input"}, false},
		{def, writeTool, 1, transient, false}, // not idempotent: never
		{mustLoad(t, "retry:\n  - {when: 'true', max: 10}\n"), writeTool, 1, transient, false},
		{mustLoad(t, "retry:\n  - {when: error.timeout, max: 5, backoff: {base: 1s, cap: 3s, jitter: 1}}\n"), idem, 4, rules.Failure{Timeout: true}, true},
		{mustLoad(t, "retry: []\n"), idem, 1, transient, false},
	}
	for i, tt := range tests {
		prep := tt.p.Prepare(ht(tt.tool), rules.Session{})
		again, wait, _ := tt.p.Retry(prep, rules.Call{Attempt: tt.attempt}, tt.f)
		if again != tt.again {
			t.Errorf("case %d: again=%v, want %v", i, again, tt.again)
		}
		if again && (wait <= 0 || wait > 3*time.Second+30*time.Millisecond) {
			t.Errorf("case %d: wait %v out of bounds", i, wait)
		}
	}
}
