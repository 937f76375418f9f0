package faultserver

import (
	"context"
	"errors"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ErrCut is the error of a connection a [Wire] cut.
var ErrCut = errors.New("faultserver: connection cut")

// Wire wraps a client's transport and cuts the connection at a chosen
// message: the message is not delivered, and the connection is closed.
type Wire struct {
	mcp.Transport
	// CutWrite, when set, is asked about every message the client
	// writes; true cuts the connection before the message leaves.
	CutWrite func(jsonrpc.Message) bool
	// CutRead, when set, is asked about every message the client reads;
	// true cuts the connection before the message arrives.
	CutRead func(jsonrpc.Message) bool
}

// Connect connects the wrapped transport.
func (w *Wire) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := w.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &conn{Connection: c, w: w}, nil
}

type conn struct {
	mcp.Connection
	w    *Wire
	once sync.Once
}

func (c *conn) cut() error {
	c.once.Do(func() { c.Connection.Close() })
	return ErrCut
}

func (c *conn) Write(ctx context.Context, m jsonrpc.Message) error {
	if c.w.CutWrite != nil && c.w.CutWrite(m) {
		return c.cut()
	}
	return c.Connection.Write(ctx, m)
}

func (c *conn) Read(ctx context.Context) (jsonrpc.Message, error) {
	m, err := c.Connection.Read(ctx)
	if err == nil && c.w.CutRead != nil && c.w.CutRead(m) {
		return nil, c.cut()
	}
	return m, err
}

// IsCall reports whether m is a tools/call request.
func IsCall(m jsonrpc.Message) bool {
	r, ok := m.(*jsonrpc.Request)
	return ok && r.Method == "tools/call"
}

// IsResponse reports whether m is a response (to any request).
func IsResponse(m jsonrpc.Message) bool {
	_, ok := m.(*jsonrpc.Response)
	return ok
}
