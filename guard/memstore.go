package guard

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
)

// maxMemoryPending bounds the pending approvals a [MemoryStore] holds:
// a model that makes call after call needing approval must not grow the
// process without end.
const maxMemoryPending = 10000

// AddPending records a new pending approval. A store that holds
// maxMemoryPending approvals first forgets those that are over (final, or
// waiting past their expiry); if it is still full, the approval is not
// recorded, and the call it was for is refused.
func (s *MemoryStore) AddPending(_ context.Context, p *PendingApproval) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending == nil {
		s.pending = map[string]*PendingApproval{}
	}
	if _, dup := s.pending[p.ID]; dup {
		return fmt.Errorf("guard: pending approval %s exists", p.ID)
	}
	if len(s.pending) >= maxMemoryPending {
		now := time.Now()
		for id, q := range s.pending {
			if q.State.Final() || q.State == StatePending && now.After(q.Expires) {
				delete(s.pending, id)
			}
		}
		if len(s.pending) >= maxMemoryPending {
			return fmt.Errorf("guard: the memory store holds %d approvals that are not over; decide some, or use a store that keeps them (FileStore, pgstore)", len(s.pending))
		}
	}
	s.pending[p.ID] = clonePending(p)
	s.notify()
	return nil
}

// GetPending returns a pending approval.
func (s *MemoryStore) GetPending(_ context.Context, id string) (*PendingApproval, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	p := s.pending[id]
	if p == nil {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	return clonePending(p), nil
}

// ListPending returns the approvals q selects, oldest first.
func (s *MemoryStore) ListPending(_ context.Context, q Query) ([]*PendingApproval, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return selectPending(s.pending, q), nil
}

// CountPending counts the approvals q selects, up to q.Limit when it is
// set; see [PendingCounter].
func (s *MemoryStore) CountPending(_ context.Context, q Query) (int, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	n := 0
	for _, p := range s.pending {
		if q.selects(p) {
			if n++; n == q.Limit {
				break
			}
		}
	}
	return n, nil
}

// Decide records a decision.
func (s *MemoryStore) Decide(_ context.Context, id string, d Decision) (*PendingApproval, error) {
	return s.update(id, func(p *PendingApproval) error { return ApplyDecision(p, d, time.Now()) })
}

// Claim takes the lease on an approved call.
func (s *MemoryStore) Claim(_ context.Context, id, by string, lease time.Duration) (*PendingApproval, error) {
	return s.update(id, func(p *PendingApproval) error { return ApplyClaim(p, by, time.Now(), lease) })
}

// Complete records a claimed call's outcome.
func (s *MemoryStore) Complete(_ context.Context, id, by string, st State, result json.RawMessage) error {
	_, err := s.update(id, func(p *PendingApproval) error { return ApplyOutcome(p, by, st, result) })
	return err
}

// update applies f to the approval; what f changed is kept even when it
// returns an error (a claim can move an approval to expired).
func (s *MemoryStore) update(id string, f func(*PendingApproval) error) (*PendingApproval, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.pending[id]
	if p == nil {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	before := p.State
	err := f(p)
	if p.State != before {
		s.notify()
	}
	return clonePending(p), err
}

// notify wakes every Wait; s.mu is held.
func (s *MemoryStore) notify() {
	if s.changed != nil {
		close(s.changed)
	}
	s.changed = make(chan struct{})
}

// Wait blocks until the approval's state is no longer from.
func (s *MemoryStore) Wait(ctx context.Context, id string, from State) (*PendingApproval, error) {
	for {
		s.mu.Lock()
		p := s.pending[id]
		if p == nil {
			s.mu.Unlock()
			return nil, fmt.Errorf("%w: %s", ErrNotFound, id)
		}
		if p.State != from {
			defer s.mu.Unlock()
			return clonePending(p), nil
		}
		if s.changed == nil {
			s.changed = make(chan struct{})
		}
		ch := s.changed
		s.mu.Unlock()
		select {
		case <-ch:
		case <-ctx.Done():
			return nil, context.Cause(ctx)
		}
	}
}

func clonePending(p *PendingApproval) *PendingApproval {
	c := *p
	c.Args = slices.Clone(p.Args)
	c.Edited = slices.Clone(p.Edited)
	c.Result = slices.Clone(p.Result)
	return &c
}

// selectPending returns the approvals q selects, oldest first.
func selectPending(all map[string]*PendingApproval, q Query) []*PendingApproval {
	var out []*PendingApproval
	for _, p := range all {
		if q.selects(p) {
			out = append(out, p)
		}
	}
	slices.SortFunc(out, func(a, b *PendingApproval) int {
		if c := a.Created.Compare(b.Created); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	if q.Limit > 0 && len(out) > q.Limit {
		out = out[:q.Limit]
	}
	for i, p := range out {
		out[i] = clonePending(p) // those returned only: the guard counts a subject's against a Limit
	}
	return out
}
