package guard

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"
)

// Approvals is where humans see and decide deferred calls, from any
// process that shares the [Store]: a web page, a chat bot, a CLI. It
// needs no guard and no connection. It is safe for concurrent use.
type Approvals struct {
	store  Store
	logger *slog.Logger
}

// NewApprovals returns the approvals of store; every decision writes a
// "hintgate.approval" record to logger (nil: none).
func NewApprovals(store Store, logger *slog.Logger) *Approvals {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Approvals{store: store, logger: logger}
}

// Approvals returns the approvals of the guard's store, audited to its
// logger.
func (g *Guard) Approvals() *Approvals { return NewApprovals(g.store, g.logger) }

// List returns the approvals q selects, oldest first; a zero q.State
// selects those waiting for a decision, leaving out the ones that have
// expired (they can no longer be decided), before q.Limit applies.
func (a *Approvals) List(ctx context.Context, q Query) ([]*PendingApproval, error) {
	if q.State != "" {
		return a.store.ListPending(ctx, q)
	}
	now := time.Now()
	q.State = StatePending
	if q.ExpiresAfter.IsZero() || q.ExpiresAfter.Before(now) {
		q.ExpiresAfter = now
	}
	all, err := a.store.ListPending(ctx, q)
	// Again, for a store that ignores ExpiresAfter.
	return slices.DeleteFunc(all, func(p *PendingApproval) bool { return !p.Expires.After(q.ExpiresAfter) }), err
}

// Get returns one approval, in whatever state.
func (a *Approvals) Get(ctx context.Context, id string) (*PendingApproval, error) {
	return a.store.GetPending(ctx, id)
}

// Decide records a human's decision: approve (with edited arguments,
// perhaps) or reject. Only a pending approval can be decided; a second
// decision is an error wrapping [ErrDecided]. The edited arguments are
// checked against the policy when the call is resumed.
func (a *Approvals) Decide(ctx context.Context, id string, d Decision) (*PendingApproval, error) {
	if d.By == "" {
		return nil, fmt.Errorf("guard: decision on %s: By must name who decided", id)
	}
	p, err := a.store.Decide(ctx, id, d)
	if p != nil {
		step := "decided"
		if err != nil {
			step = "decide-refused"
		}
		approvalStep(ctx, a.logger, p, step, pendingKind(err))
	}
	return p, err
}

// Wait blocks until the approval is decided (or ctx ends) and returns
// it. With the PostgreSQL store it wakes on LISTEN/NOTIFY, so the
// decision can come from another process.
func (a *Approvals) Wait(ctx context.Context, id string) (*PendingApproval, error) {
	return a.store.Wait(ctx, id, StatePending)
}

// Token signs an approved call's approval for replicas that verify it
// with k instead of sharing the store (see [WithToken]).
func (a *Approvals) Token(ctx context.Context, id string, k *Keyring) (string, error) {
	p, err := a.store.GetPending(ctx, id)
	if err != nil {
		return "", err
	}
	if p.State != StateApproved {
		return "", fmt.Errorf("guard: approval %s is %s, not approved", id, p.State)
	}
	return k.Sign(p)
}
