package guard

import (
	"context"
	"log/slog"
)

// readPins loads a named server's pins from the store once; srv.mu is
// held. An unnamed connection's pins live as long as the connection. It
// reports false when the store could not be read: the pins are then
// unknown (not empty), and they are read again on the next list.
func (g *Guard) readPins(ctx context.Context, srv *server) bool {
	if !srv.pinsRead && srv.durable {
		pins, err := g.store.Pins(ctx, srv.name)
		if err != nil {
			g.storeError(ctx, srv, err)
			if srv.pins == nil {
				srv.pins = map[string]string{}
			}
			return false
		}
		srv.pins = pins
	}
	srv.pinsRead = true
	if srv.pins == nil {
		srv.pins = map[string]string{}
	}
	return true
}

// writePins records new pins of a named server in the store; srv.mu is
// held.
func (g *Guard) writePins(ctx context.Context, srv *server, pins map[string]string) {
	if !srv.durable || len(pins) == 0 {
		return
	}
	if err := g.store.SetPins(ctx, srv.name, pins); err != nil {
		g.storeError(ctx, srv, err)
	}
}

func (g *Guard) storeError(ctx context.Context, srv *server, err error) {
	g.logger.LogAttrs(ctx, slog.LevelError, "hintgate.store", slog.String("server", srv.name), slog.String("error", err.Error()))
}

// repin makes an approved changed definition the pinned one, in the
// store too for a named server.
func (g *Guard) repin(ctx context.Context, srv *server, e *entry) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	// A re-list of the same definition replaces the entry with a copy
	// holding the new decoded definition: that is still this entry.
	if cur := srv.tools[e.tool.Name]; cur == nil || cur.view != e.view || cur.tool.Fingerprint != e.tool.Fingerprint || cur.pinned != e.pinned {
		return
	}
	ne := &entry{tool: e.hintsTool(), pinned: e.tool.Fingerprint} // with its definition
	g.prepare(ne, e.view)
	cur := srv.tools[e.tool.Name]
	srv.tools[e.tool.Name] = ne
	cur.gone.Store(true)
	g.readPins(ctx, srv)
	srv.pins[e.tool.Name] = e.tool.Fingerprint
	g.writePins(ctx, srv, map[string]string{e.tool.Name: e.tool.Fingerprint})
}
