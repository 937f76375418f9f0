package rules

import "github.com/hintgate/hintgate/hints"

// Layers only tighten downwards. For hints and trust this means:
//
//   - A lower layer can never loosen what a higher layer sets: once a
//     layer's override gives a hint, or a layer names a server's trust,
//     the layers below may only make it more dangerous (readOnly false,
//     destructive true, idempotent false, openWorld true) or less trusted
//     (trusted > checked > untrusted).
//   - Below a locked layer, not even what the locked layer leaves unsaid
//     can be loosened: overrides may only tighten the hints the tool
//     resolves to without them, and trust may only go down from what the
//     layers above give (checked when none names the server).
//
// Without a lock, the first layer (from the top) that gives a hint or
// names a server sets it freely, as the most specific word so far.

// Trust returns the trust level the policy gives a server: the highest
// layer that names the server (or, failing that, "*") sets it, and lower
// layers may only lower it; below a locked layer that names neither,
// trust starts at Checked and may only go down.
func (p *Policy) Trust(server string) hints.Trust {
	trust, set, locked := hints.Checked, false, false
	for _, l := range p.layers {
		if t, ok := l.trustFor(server); ok {
			if !set && !locked || permissiveness(t) < permissiveness(trust) {
				trust = t
			}
			set = true
		}
		locked = locked || l.lock
	}
	return trust
}

func (l *layer) trustFor(server string) (hints.Trust, bool) {
	if s, ok := l.servers[server]; ok {
		return s.Trust, true
	}
	if s, ok := l.servers["*"]; ok {
		return s.Trust, true
	}
	return hints.Checked, false
}

// permissiveness orders trust levels: untrusted < checked < trusted.
func permissiveness(t hints.Trust) int {
	switch t {
	case hints.Trusted:
		return 2
	case hints.Untrusted:
		return 0
	}
	return 1
}

// overrides returns the hint overrides for a tool. Within a layer the
// first matching override that gives a hint sets it; across layers the
// rules above apply. t is the tool as resolved without overrides:
// conditions see its hints, and the session s. An override whose
// condition fails to evaluate counts only where it makes the tool more
// dangerous: it never silently drops a tightening.
func (p *Policy) overrides(t *hints.Tool, s Session) hints.Set {
	var out hints.Set
	var env *Env
	locked := false
	for _, l := range p.layers {
		var mine hints.Set
		for _, o := range l.overrides {
			if !globOrAll(o.Server, t.Server) || !globOrAll(o.Tool, t.Name) {
				continue
			}
			h := o.Hints
			if o.prog != nil {
				if env == nil {
					env = &Env{Tool: toolEnv(t), Session: s}
				}
				env.Paths = l.paths
				ok, err := run(o.prog, env)
				switch {
				case err != nil:
					h = tighter(h, hints.Set{}, t)
				case !ok:
					continue
				}
			}
			mine = h.Merge(mine) // earlier overrides keep their hints
		}
		if locked {
			out = out.Merge(tighter(mine, out, t))
		} else {
			out = out.Merge(tighter(mine, out, t)).Merge(unset(mine, out))
		}
		locked = locked || l.lock
	}
	return out
}

// tighter returns the hints of h that are more dangerous than the
// current ones: cur where it gives a hint, otherwise t's.
func tighter(h, cur hints.Set, t *hints.Tool) hints.Set {
	pick := func(v, c *bool, resolved, danger bool) *bool {
		now := resolved
		if c != nil {
			now = *c
		}
		if v != nil && *v == danger && now != danger {
			return v
		}
		return nil
	}
	return hints.Set{
		ReadOnly:    pick(h.ReadOnly, cur.ReadOnly, t.ReadOnly.Value, false),
		Destructive: pick(h.Destructive, cur.Destructive, t.Destructive.Value, true),
		Idempotent:  pick(h.Idempotent, cur.Idempotent, t.Idempotent.Value, false),
		OpenWorld:   pick(h.OpenWorld, cur.OpenWorld, t.OpenWorld.Value, true),
	}
}

// unset returns the hints of h that cur does not give.
func unset(h, cur hints.Set) hints.Set {
	keep := func(v, c *bool) *bool {
		if c == nil {
			return v
		}
		return nil
	}
	return hints.Set{
		ReadOnly:    keep(h.ReadOnly, cur.ReadOnly),
		Destructive: keep(h.Destructive, cur.Destructive),
		Idempotent:  keep(h.Idempotent, cur.Idempotent),
		OpenWorld:   keep(h.OpenWorld, cur.OpenWorld),
	}
}

func globOrAll(pattern, s string) bool { return pattern == "" || glob(pattern, s) }

// Resolver returns the resolver of hints for this policy: trust levels
// from its servers sections, its overrides (whose conditions see session
// s), and the extra inference of opts (for example the Operations of an
// OpenAPI document). opts may be nil; its Trust and Override are replaced
// by the policy's.
func (p *Policy) Resolver(s Session, opts *hints.Options) *hints.Resolver {
	var o hints.Options
	if opts != nil {
		o = *opts
	}
	o.Trust = p.Trust
	o.Override = func(t *hints.Tool) hints.Set { return p.overrides(t, s) }
	return hints.NewResolver(&o)
}
