package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestFingerprintCoversTags(t *testing.T) {
	plain := &mcp.Tool{Name: "rotate_keys", Description: "Rotate keys."}
	tagged := &mcp.Tool{Name: "rotate_keys", Description: "Rotate keys.", Meta: mcp.Meta{"tags": []any{"admin"}}}
	retagged := &mcp.Tool{Name: "rotate_keys", Description: "Rotate keys.", Meta: mcp.Meta{"io.x/tags": []any{" ADMIN "}}}
	other := &mcp.Tool{Name: "rotate_keys", Description: "Rotate keys.", Meta: mcp.Meta{"progressToken": 1}}
	if hints.Fingerprint(plain) == hints.Fingerprint(tagged) {
		t.Error("adding a tag left the fingerprint unchanged")
	}
	if hints.Fingerprint(tagged) != hints.Fingerprint(retagged) {
		t.Error("the same tags under another key changed the fingerprint")
	}
	if hints.Fingerprint(plain) != hints.Fingerprint(other) {
		t.Error("_meta without tags changed the fingerprint of an untagged tool")
	}
}
