package guard

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// Approval identifies a lasting approval: a tool of a server, bound to
// its definition's fingerprint, so a changed definition voids it.
type Approval struct {
	Server      string `json:"server"`
	Tool        string `json:"tool"`
	Fingerprint string `json:"fingerprint"`
}

// A Store keeps "always" approvals. Implementations must be safe for
// concurrent use; a shared store (a database, a secrets service) can
// replace the file store. An error from Approved counts as "not approved".
type Store interface {
	Approved(ctx context.Context, a Approval) (bool, error)
	Approve(ctx context.Context, a Approval) error
}

// A PinStore also remembers, per server, the fingerprint each tool's
// definition was first seen or last approved with, so that a definition
// changed while the agent was not running is still noticed. A Store that
// is not a PinStore pins for the life of the Guard only. [MemoryStore] and
// [FileStore] are PinStores.
type PinStore interface {
	Store
	// Pins returns the server's pinned fingerprints by tool name.
	Pins(ctx context.Context, server string) (map[string]string, error)
	// SetPins records pins for some of the server's tools.
	SetPins(ctx context.Context, server string, pins map[string]string) error
}

// MemoryStore keeps approvals for the life of the process. The zero value
// is ready to use and safe for concurrent use.
type MemoryStore struct {
	mu   sync.RWMutex
	m    map[Approval]bool
	pins map[string]map[string]string
}

// Pins returns the server's pins.
func (s *MemoryStore) Pins(_ context.Context, server string) (map[string]string, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return maps.Clone(s.pins[server]), nil
}

// SetPins records pins.
func (s *MemoryStore) SetPins(_ context.Context, server string, pins map[string]string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pins == nil {
		s.pins = map[string]map[string]string{}
	}
	if s.pins[server] == nil {
		s.pins[server] = map[string]string{}
	}
	maps.Copy(s.pins[server], pins)
	return nil
}

// Approved reports whether a was approved.
func (s *MemoryStore) Approved(_ context.Context, a Approval) (bool, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.m[a], nil
}

// Approve records a.
func (s *MemoryStore) Approve(_ context.Context, a Approval) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[Approval]bool{}
	}
	s.m[a] = true
	return nil
}

// FileStore keeps approvals and pins in a JSON file, so they survive
// restarts. It is safe for concurrent use within a process; writes replace
// the file atomically (write to a temporary file, then rename) after
// merging what other processes wrote, so concurrent agents lose nothing
// but a write that lands between another's read and rename.
type FileStore struct {
	path string
	mu   sync.Mutex
	m    map[Approval]bool
	pins map[string]map[string]string
}

type fileFormat struct {
	Version   int                          `json:"version"`
	Approvals []Approval                   `json:"approvals"`
	Pins      map[string]map[string]string `json:"pins,omitempty"`
}

// NewFileStore opens (or prepares to create) the approvals file at path.
// A file that exists but cannot be read or parsed is an error, naming it:
// approvals are never silently dropped.
func NewFileStore(path string) (*FileStore, error) {
	s := &FileStore{path: path, m: map[Approval]bool{}, pins: map[string]map[string]string{}}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return s, nil
	case err != nil:
		return nil, fmt.Errorf("guard: approvals file: %w", err)
	}
	var f fileFormat
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("guard: approvals file %s: %v", path, err)
	}
	for _, a := range f.Approvals {
		s.m[a] = true
	}
	for server, p := range f.Pins {
		s.pins[server] = p
	}
	return s, nil
}

// DefaultStorePath is where hintgate keeps approvals unless told
// otherwise: hintgate/approvals.json under the user's configuration
// directory.
func DefaultStorePath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "hintgate", "approvals.json"), nil
}

// Approved reports whether a was approved.
func (s *FileStore) Approved(_ context.Context, a Approval) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.m[a], nil
}

// Approve records a and writes the file.
func (s *FileStore) Approve(_ context.Context, a Approval) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m[a] {
		return nil
	}
	s.m[a] = true
	if err := s.write(); err != nil {
		delete(s.m, a)
		return err
	}
	return nil
}

// Pins returns the server's pins.
func (s *FileStore) Pins(_ context.Context, server string) (map[string]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.pins[server]), nil
}

// SetPins records pins and writes the file.
func (s *FileStore) SetPins(_ context.Context, server string, pins map[string]string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	old := maps.Clone(s.pins[server])
	if s.pins[server] == nil {
		s.pins[server] = map[string]string{}
	}
	maps.Copy(s.pins[server], pins)
	if maps.Equal(old, s.pins[server]) {
		return nil
	}
	if err := s.write(); err != nil {
		s.pins[server] = old
		return err
	}
	return nil
}

// write replaces the file atomically; s.mu is held. What another process
// wrote since this one read the file is merged in first (its approvals
// are kept; for pins, this process's values win).
func (s *FileStore) write() error {
	if data, err := os.ReadFile(s.path); err == nil {
		var disk fileFormat
		if json.Unmarshal(data, &disk) == nil {
			for _, a := range disk.Approvals {
				s.m[a] = true
			}
			for server, pins := range disk.Pins {
				if s.pins[server] == nil {
					s.pins[server] = map[string]string{}
				}
				for tool, fp := range pins {
					if _, mine := s.pins[server][tool]; !mine {
						s.pins[server][tool] = fp
					}
				}
			}
		}
	}
	f := fileFormat{Version: 1, Pins: s.pins}
	for k := range s.m {
		f.Approvals = append(f.Approvals, k)
	}
	sortApprovals(f.Approvals)
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(s.path), 0o700); err != nil {
		return fmt.Errorf("guard: approvals file: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(s.path), ".approvals-*")
	if err != nil {
		return fmt.Errorf("guard: approvals file: %w", err)
	}
	_, werr := tmp.Write(append(data, '\n'))
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("guard: approvals file: %w", err)
	}
	if err := os.Rename(tmp.Name(), s.path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("guard: approvals file: %w", err)
	}
	return nil
}

func sortApprovals(a []Approval) {
	slices.SortFunc(a, func(x, y Approval) int {
		return cmp.Or(strings.Compare(x.Server, y.Server), strings.Compare(x.Tool, y.Tool), strings.Compare(x.Fingerprint, y.Fingerprint))
	})
}

var (
	_ PinStore = (*MemoryStore)(nil)
	_ PinStore = (*FileStore)(nil)
)
