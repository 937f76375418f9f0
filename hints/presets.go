package hints

import "github.com/modelcontextprotocol/go-sdk/mcp"

func ptr(b bool) *bool { return &b }

// ReadOnlyTool returns annotations for a tool that changes nothing.
// openWorld says whether it reaches beyond a closed domain (the web, a SaaS API).
func ReadOnlyTool(title string, openWorld bool) *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{Title: title, ReadOnlyHint: true, DestructiveHint: ptr(false), IdempotentHint: true, OpenWorldHint: ptr(openWorld)}
}

// WriteTool returns annotations for a tool that makes additive or
// reversible changes.
func WriteTool(title string, idempotent, openWorld bool) *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{Title: title, DestructiveHint: ptr(false), IdempotentHint: idempotent, OpenWorldHint: ptr(openWorld)}
}

// DestructiveTool returns annotations for a tool that may delete or
// overwrite data or make an irreversible, externally visible change.
func DestructiveTool(title string, idempotent, openWorld bool) *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{Title: title, DestructiveHint: ptr(true), IdempotentHint: idempotent, OpenWorldHint: ptr(openWorld)}
}
