package rules

import (
	"math/rand/v2"
	"time"

	retry "github.com/sethvargo/go-retry"
)

// Retry reports whether a call that failed with f on attempt (1 for the
// first try) is tried again, after how long, and by which rule. A tool
// that is not idempotent is never retried, whatever the rules say; an
// error evaluating a rule means no retry.
//
// The most specific layer with retry rules of its own decides (a layer
// without any does not replace the rules above it with the default);
// when no layer has any, the default applies. A locked layer above the
// one that decided is a floor, with its retry rules or, having none, the
// default: when it would not retry, the call is not retried, and its
// wait is the shortest wait.
func (p *Policy) Retry(prep *Prepared, c Call, f Failure) (again bool, wait time.Duration, rule string) {
	if prep == nil || prep.policy != p || !prep.tool.Idempotent || len(p.layers) == 0 {
		return false, 0, ""
	}
	env := &Env{Tool: prep.tool, Session: prep.sess, Args: c.Args, Attempt: c.Attempt, Confirmed: c.Confirmed, Error: f}
	decided := -1
	for i := len(p.layers) - 1; i >= 0; i-- {
		if p.layers[i].retry != nil {
			decided = i
			break
		}
	}
	if decided < 0 {
		env.Paths = p.layers[len(p.layers)-1].paths
		return retryBy([]cretry{defaultRetry}, env, c.Attempt, p.layers[len(p.layers)-1].rand)
	}
	again, wait, rule = p.layers[decided].retryDecision(env, c.Attempt)
	for i := 0; i < decided && again; i++ {
		l := p.layers[i]
		if !l.lock {
			continue
		}
		rules := l.retry
		if rules == nil {
			rules = []cretry{defaultRetry} // a locked default is a floor too
		}
		env.Paths = l.paths
		ok, w, r := retryBy(rules, env, c.Attempt, l.rand)
		if !ok {
			return false, 0, r
		}
		wait = max(wait, w)
	}
	return again, wait, rule
}

func (l *layer) retryDecision(env *Env, attempt int) (bool, time.Duration, string) {
	env.Paths = l.paths
	return retryBy(l.retry, env, attempt, l.rand)
}

// retryBy tries retry rules in order; the first that holds decides.
func retryBy(rules []cretry, env *Env, attempt int, jitter func() float64) (bool, time.Duration, string) {
	for _, r := range rules {
		ok, err := run(r.prog, env)
		if err != nil {
			return false, 0, r.Name
		}
		if !ok {
			continue
		}
		if attempt >= r.Max {
			return false, 0, r.Name
		}
		return true, backoff(r.RetryRule, attempt, jitter), r.Name
	}
	return false, 0, ""
}

// Backoff defaults.
const (
	defaultBase   = 100 * time.Millisecond
	defaultCap    = 2 * time.Second
	defaultJitter = 20
)

// backoff is the wait before attempt+1: exponential from Base, up to
// Jitter percent more or less, capped at Cap. rand returns a number in
// [0, 1); nil means math/rand/v2.
func backoff(r RetryRule, attempt int, rnd func() float64) time.Duration {
	base, cap, pct := r.Base, r.Cap, r.Jitter
	if base <= 0 {
		base = defaultBase
	}
	if cap <= 0 {
		cap = defaultCap
	}
	if pct == 0 {
		pct = defaultJitter
	}
	b := retry.WithCappedDuration(cap, retry.NewExponential(base))
	var d time.Duration
	for range max(attempt, 1) {
		d, _ = b.Next()
	}
	if rnd == nil {
		rnd = rand.Float64
	}
	spread := float64(d) * float64(pct) / 100
	d += time.Duration(spread * (2*rnd() - 1))
	return min(max(d, 0), cap)
}
