package guard

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"sync"

	"github.com/gofrs/flock"
)

// FileStore keeps approvals and pins in a JSON file, so they survive
// restarts: an explicit choice (the zero [Options] keep everything in
// memory). It is safe for concurrent use within a process; writes replace
// the file atomically (write to a temporary file, then rename) after
// merging what other processes of the same user wrote.
//
// The file is not a back door: it must be a regular file owned by the
// user running the guard, with no permissions for group or others (0600),
// in a directory that only its owner can write. The file and its
// directory are checked when the store is opened and every time the file
// is read again; a file that fails the checks is refused with an error,
// and nothing in it is used. The guard also refuses every tool call that
// names a path in the store's directory (rule "hintgate-config").
type FileStore struct {
	path      string
	mu        sync.Mutex
	approvals []Approval
	pins      map[string]map[string]string
}

// fileVersion 2 binds approvals to arguments; version 1 entries (bound to
// a tool only) are read but cover nothing.
const fileVersion = 2

type fileFormat struct {
	Version   int                          `json:"version"`
	Approvals []Approval                   `json:"approvals"`
	Pins      map[string]map[string]string `json:"pins,omitempty"`
	Pending   map[string]*PendingApproval  `json:"pending,omitempty"`
}

// NewFileStore opens (or prepares to create) the approvals file at path.
// A file that exists but cannot be read or parsed, or that others could
// have written, is an error naming it: approvals are never silently
// dropped, and never taken from a file the user does not control.
func NewFileStore(path string) (*FileStore, error) {
	s := &FileStore{path: path, pins: map[string]map[string]string{}}
	f, err := s.read()
	if err != nil {
		return nil, err
	}
	if f != nil {
		s.approvals = f.Approvals
		maps.Copy(s.pins, f.Pins)
	}
	return s, nil
}

// Path returns the file's path.
func (s *FileStore) Path() string { return s.path }

// DefaultStorePath is where a FileStore for one user belongs:
// hintgate/approvals.json under the user's configuration directory. The
// guard protects that directory from tool calls whatever the store.
func DefaultStorePath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("guard: %w", err)
	}
	return filepath.Join(dir, "hintgate", "approvals.json"), nil
}

// read reads and checks the file; a missing file is (nil, nil).
func (s *FileStore) read() (*fileFormat, error) {
	if err := checkDir(filepath.Dir(s.path)); err != nil {
		return nil, err
	}
	fi, err := os.Lstat(s.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("guard: approvals file: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("guard: approvals file %s: not a regular file (%s)", s.path, fi.Mode().Type())
	}
	if perm := fi.Mode().Perm(); perm&0o077 != 0 {
		return nil, fmt.Errorf("guard: approvals file %s: mode %04o lets others read or write it; want 0600", s.path, perm)
	}
	if err := checkOwner(s.path, fi); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(s.path)
	if err != nil {
		return nil, fmt.Errorf("guard: approvals file: %w", err)
	}
	var f fileFormat
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("guard: approvals file %s: %v", s.path, err)
	}
	return &f, nil
}

// checkDir refuses a directory that others can write (they could replace
// the file). A directory that does not exist yet is created later, 0700.
func checkDir(dir string) error {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("guard: approvals directory: %w", err)
	}
	if perm := fi.Mode().Perm(); perm&0o022 != 0 {
		return fmt.Errorf("guard: approvals directory %s: mode %04o lets others write it", dir, perm)
	}
	return checkOwner(dir, fi)
}

// Approvals returns the approvals recorded for a server's tool.
func (s *FileStore) Approvals(_ context.Context, server, tool string) ([]Approval, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return approvalsFor(s.approvals, server, tool), nil
}

// Approve records a and writes the file.
func (s *FileStore) Approve(_ context.Context, a Approval) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	old := s.approvals
	s.approvals = addApproval(slicesClip(old), a)
	if len(s.approvals) == len(old) {
		return nil
	}
	if err := s.write(nil); err != nil {
		s.approvals = old
		return err
	}
	return nil
}

func slicesClip(a []Approval) []Approval { return a[:len(a):len(a)] }

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
	if err := s.write(nil); err != nil {
		s.pins[server] = old
		return err
	}
	return nil
}

// write replaces the file atomically, holding the lock file; s.mu is
// held. What another process of the same user wrote since this one read
// the file is merged in first (its approvals are kept; for pins, this
// process's values win) — after the same checks as when opening: a file
// others could have written is refused, and nothing is written. pending,
// when set, changes the pending approvals read from the file; its error
// is returned, and the file is written only when it reports a change.
func (s *FileStore) write(pending func(map[string]*PendingApproval) (bool, error)) error {
	dir := filepath.Dir(s.path)
	if err := checkDir(dir); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("guard: approvals file: %w", err)
	}
	lock := flock.New(s.path+".lock", flock.SetPermissions(0o600))
	if err := lock.Lock(); err != nil {
		return fmt.Errorf("guard: approvals file: lock: %w", err)
	}
	defer lock.Unlock()
	disk, err := s.read()
	if err != nil {
		return err
	}
	var all map[string]*PendingApproval
	if disk != nil {
		all = disk.Pending
	}
	if all == nil {
		all = map[string]*PendingApproval{}
	}
	var perr error
	if pending != nil {
		changed, err := pending(all)
		if !changed {
			return err
		}
		perr = err
	}
	if disk != nil {
		for _, a := range disk.Approvals {
			s.approvals = addApproval(s.approvals, a)
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
	f := fileFormat{Version: fileVersion, Pins: s.pins, Approvals: slicesClip(s.approvals), Pending: all}
	sortApprovals(f.Approvals)
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return fmt.Errorf("guard: approvals file: %w", err)
	}
	if err := s.replace(dir, data); err != nil {
		return err
	}
	return perr
}

// replace writes data to a temporary file in dir and renames it over the
// file.
func (s *FileStore) replace(dir string, data []byte) error {
	tmp, err := os.CreateTemp(dir, ".approvals-*") // mode 0600
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
