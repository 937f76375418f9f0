package rules

import (
	"fmt"
	"reflect"
	"sync"
)

// The walk of a decision: anyPath and anyURLOutside search every string
// of a call's arguments, and each rule that used them walked the
// arguments again (100 such rules over 1.3 MB of arguments took 4 s a
// call). A decision walks them once, when a rule first needs it, and
// keeps what the walk found for every rule after it: the strings, then,
// each when first asked for, the URLs' hosts and the paths as a layer's
// settings read them. The work of a decision grows with the arguments
// plus, per rule, with the URLs or paths it checks, not with the
// arguments times the rules.

// argIndex is what one walk through a call's arguments found. It belongs
// to one decision, which is not shared between goroutines.
type argIndex struct {
	// strs are the keys and strings, in the order of the walk, up to
	// where it stopped.
	strs []string
	// err is why the walk stopped early (a limit, a value that is not
	// JSON), or nil.
	err error
	// hosts are the hosts of the strings that are URLs, in order; "" for
	// one that looks like a URL but cannot be read with certainty.
	// urlsRead says whether they have been read.
	hosts    []string
	urlsRead bool
	// paths are the strings read as paths, per path settings (one per
	// layer that asked, usually one).
	paths []pathsRead
	// scratch is memory for matching paths.
	scratch []bool
}

// pathsRead is the strings of an argIndex read as paths under settings.
type pathsRead struct {
	settings Paths
	read     []pathRead
}

// pathRead is one string that is a path, split for matching, or that
// could not be read (err) or split (segErr).
type pathRead struct {
	segs   []string
	err    error
	segErr error
}

var indexPool = sync.Pool{New: func() any { return new(argIndex) }}

// newIndex walks args once: within [MaxWalkDepth] and [MaxWalkValues],
// as anyPath and anyURLOutside always did.
func newIndex(args any) *argIndex {
	ix := indexPool.Get().(*argIndex)
	_, ix.err = walkStrings(args, func(s string) (bool, error) {
		ix.strs = append(ix.strs, s)
		return false, nil
	})
	return ix
}

// release empties ix, keeping its memory, and returns it to the pool.
func (ix *argIndex) release() {
	clear(ix.strs)
	clear(ix.hosts)
	for i := range ix.paths {
		clear(ix.paths[i].read)
	}
	*ix = argIndex{strs: ix.strs[:0], hosts: ix.hosts[:0], paths: ix.paths[:0], scratch: ix.scratch}
	indexPool.Put(ix)
}

// urlOutside is anyURLOutside(args, allowed) over the walk.
func (ix *argIndex) urlOutside(allowed []string) (bool, error) {
	if !ix.urlsRead {
		for _, s := range ix.strs {
			if host, isURL := urlHost(s); isURL {
				ix.hosts = append(ix.hosts, host)
			}
		}
		ix.urlsRead = true
	}
	for _, host := range ix.hosts {
		if host == "" {
			return true, nil // looks like a URL, cannot be read with certainty
		}
		inside := false
		for _, h := range allowed {
			if glob(h, host) {
				inside = true
				break
			}
		}
		if !inside {
			return true, nil
		}
	}
	if ix.err != nil {
		return false, fmt.Errorf("anyURLOutside: %w", ix.err)
	}
	return false, nil
}

// anyPath is anyPath(args, patterns) over the walk, with the patterns
// made ready under settings.
func (ix *argIndex) anyPath(pats []pathPattern, settings Paths) (bool, error) {
	for _, r := range ix.pathsUnder(settings) {
		if r.err != nil {
			return false, fmt.Errorf("anyPath: %w", r.err)
		}
		for _, pp := range pats {
			if !pp.abs {
				continue // never matches, and is never an error
			}
			if r.segErr != nil {
				return false, fmt.Errorf("anyPath: %w", r.segErr)
			}
			if pp.matchSegments(r.segs, &ix.scratch) {
				return true, nil
			}
		}
	}
	if ix.err != nil {
		return false, fmt.Errorf("anyPath: %w", ix.err)
	}
	return false, nil
}

// pathsUnder returns the strings that are paths under settings, read
// when first asked for.
func (ix *argIndex) pathsUnder(settings Paths) []pathRead {
	for i := range ix.paths {
		if ix.paths[i].settings == settings {
			return ix.paths[i].read
		}
	}
	var read []pathRead
	if n := len(ix.paths); n < cap(ix.paths) {
		read = ix.paths[:n+1][n].read[:0] // memory kept by release
	}
	for _, s := range ix.strs {
		p, isPath, err := settings.readPath(s, false)
		if err != nil {
			read = append(read, pathRead{err: err})
		} else if isPath {
			segs, segErr := pathSegments(p)
			read = append(read, pathRead{segs: segs, segErr: segErr})
		}
	}
	ix.paths = append(ix.paths, pathsRead{settings: settings, read: read})
	return read
}

// indexOf returns the walk of args for a helper called from expr with
// env, the decision's environment: the one the decision shares when args
// are its arguments; otherwise a walk of its own, which done releases.
func indexOf(args any, env any) (ix *argIndex, done func()) {
	if e, ok := env.(*Env); ok && e != nil && sameArgs(args, e.Args) {
		if e.ix == nil {
			e.ix = newIndex(e.Args)
		}
		return e.ix, func() {}
	}
	ix = newIndex(args)
	return ix, ix.release
}

// sameArgs reports whether a is the map m (not a copy of it).
func sameArgs(a any, m map[string]any) bool {
	am, ok := a.(map[string]any)
	return ok && am != nil && m != nil && reflect.ValueOf(am).UnsafePointer() == reflect.ValueOf(m).UnsafePointer()
}
