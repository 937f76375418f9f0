package guard

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// FilePollInterval is how often [FileStore.Wait] reads the file again.
const FilePollInterval = 100 * time.Millisecond

// AddPending records a new pending approval in the file.
func (s *FileStore) AddPending(_ context.Context, p *PendingApproval) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.write(func(all map[string]*PendingApproval) (bool, error) {
		if _, dup := all[p.ID]; dup {
			return false, fmt.Errorf("guard: pending approval %s exists", p.ID)
		}
		all[p.ID] = clonePending(p)
		return true, nil
	})
}

// GetPending reads a pending approval from the file.
func (s *FileStore) GetPending(_ context.Context, id string) (*PendingApproval, error) {
	f, err := s.read()
	if err != nil {
		return nil, err
	}
	if f == nil || f.Pending[id] == nil {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	return f.Pending[id], nil
}

// ListPending returns the approvals q selects, oldest first.
func (s *FileStore) ListPending(_ context.Context, q Query) ([]*PendingApproval, error) {
	f, err := s.read()
	if err != nil || f == nil {
		return nil, err
	}
	return selectPending(f.Pending, q), nil
}

// Decide records a decision in the file.
func (s *FileStore) Decide(_ context.Context, id string, d Decision) (*PendingApproval, error) {
	return s.update(id, func(p *PendingApproval) error { return ApplyDecision(p, d, time.Now()) })
}

// Claim takes the lease on an approved call, holding the file's lock.
func (s *FileStore) Claim(_ context.Context, id, by string, lease time.Duration) (*PendingApproval, error) {
	return s.update(id, func(p *PendingApproval) error { return ApplyClaim(p, by, time.Now(), lease) })
}

// Complete records a claimed call's outcome in the file.
func (s *FileStore) Complete(_ context.Context, id, by string, st State, result json.RawMessage) error {
	_, err := s.update(id, func(p *PendingApproval) error { return ApplyOutcome(p, by, st, result) })
	return err
}

func (s *FileStore) update(id string, f func(*PendingApproval) error) (*PendingApproval, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out *PendingApproval
	err := s.write(func(all map[string]*PendingApproval) (bool, error) {
		p := all[id]
		if p == nil {
			return false, fmt.Errorf("%w: %s", ErrNotFound, id)
		}
		before := p.State
		err := f(p)
		out = clonePending(p)
		return p.State != before, err
	})
	return out, err
}

// Wait reads the file every [FilePollInterval] until the approval's
// state is no longer from.
func (s *FileStore) Wait(ctx context.Context, id string, from State) (*PendingApproval, error) {
	t := time.NewTicker(FilePollInterval)
	defer t.Stop()
	for {
		p, err := s.GetPending(ctx, id)
		if err != nil || p.State != from {
			return p, err
		}
		select {
		case <-t.C:
		case <-ctx.Done():
			return nil, context.Cause(ctx)
		}
	}
}
