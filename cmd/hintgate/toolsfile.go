package main

import (
	"encoding/json"
	"fmt"

	"github.com/hintgate/hintgate/hints"
)

// maxServerName bounds the "server" field of a tools file record.
const maxServerName = 256

// decodeRecord decodes one record of a tools file: an MCP Tool object
// (see [hints.DecodeTool]) with, optionally, "server" naming the server
// the tool came from and "_meta" carrying its tags. Both are kept on the
// definition; a malformed one is a warning, never a reason to drop the
// tool.
func decodeRecord(raw []byte) (definition, error) {
	t, d, w, err := hints.DecodeTool(raw)
	if err != nil {
		return definition{}, err
	}
	var extra struct {
		Server json.RawMessage `json:"server"`
		Meta   json.RawMessage `json:"_meta"`
	}
	_ = json.Unmarshal(raw, &extra) // DecodeTool accepted raw as an object
	def := definition{tool: t, decl: d, warnings: w}
	if len(extra.Server) > 0 && string(extra.Server) != "null" {
		if json.Unmarshal(extra.Server, &def.server) != nil || len(def.server) > maxServerName {
			def.server = ""
			def.warnings = append(def.warnings, fmt.Sprintf("server: want a string of at most %d bytes; ignored", maxServerName))
		}
	}
	if len(extra.Meta) > 0 && string(extra.Meta) != "null" {
		if json.Unmarshal(extra.Meta, &t.Meta) != nil {
			t.Meta = nil
			def.warnings = append(def.warnings, "_meta: not an object; ignored")
		}
	}
	return def, nil
}
