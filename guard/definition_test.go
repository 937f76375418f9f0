package guard

import (
	"reflect"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// sameDefinition is a cheap check that must see every change
// hints.Fingerprint sees: for each field of mcp.Tool (and of its
// annotations), a change the fingerprint notices must make the two
// definitions differ. A field added to the fingerprint but not to
// sameDefinition fails here.
func TestSameDefinitionCoversFingerprint(t *testing.T) {
	yes := true
	base := func() *mcp.Tool {
		return &mcp.Tool{
			Name: "t", Title: "T", Description: "d",
			InputSchema:  map[string]any{"type": "object", "properties": map[string]any{"a": map[string]any{"type": "string"}}},
			OutputSchema: map[string]any{"type": "object"},
			Annotations:  &mcp.ToolAnnotations{Title: "A", ReadOnlyHint: true, DestructiveHint: &yes, OpenWorldHint: &yes},
			Meta:         mcp.Meta{"tags": []any{"x"}},
		}
	}
	checked := 0
	tv := reflect.TypeOf(mcp.Tool{})
	for i := range tv.NumField() {
		f := tv.Field(i)
		if !f.IsExported() {
			continue
		}
		for _, variant := range variants(f.Type) {
			a, b := base(), base()
			field := reflect.ValueOf(b).Elem().Field(i)
			if f.Name == "Annotations" {
				for j := range field.Elem().NumField() {
					for _, av := range variants(field.Elem().Field(j).Type()) {
						b2 := base()
						b2.Annotations = &mcp.ToolAnnotations{}
						*b2.Annotations = *a.Annotations
						reflect.ValueOf(b2.Annotations).Elem().Field(j).Set(av)
						check(t, "Annotations."+field.Elem().Type().Field(j).Name, a, b2)
						checked++
					}
				}
				continue
			}
			field.Set(variant)
			check(t, f.Name, a, b)
			checked++
		}
	}
	if checked < 10 {
		t.Errorf("only %d variants checked", checked)
	}
}

func check(t *testing.T, field string, a, b *mcp.Tool) {
	t.Helper()
	if hints.Fingerprint(a) != hints.Fingerprint(b) && sameDefinition(a, b) {
		t.Errorf("a change of %s changes the fingerprint but not sameDefinition", field)
	}
}

// variants returns values of type typ that differ from base's.
func variants(typ reflect.Type) []reflect.Value {
	no := false
	switch typ.Kind() {
	case reflect.String:
		return []reflect.Value{reflect.ValueOf("changed").Convert(typ)}
	case reflect.Bool:
		return []reflect.Value{reflect.ValueOf(false).Convert(typ), reflect.ValueOf(true).Convert(typ)}
	case reflect.Pointer:
		if typ.Elem().Kind() == reflect.Bool {
			return []reflect.Value{reflect.ValueOf(&no), reflect.Zero(typ)}
		}
		return []reflect.Value{reflect.Zero(typ), reflect.New(typ.Elem())}
	case reflect.Interface:
		return []reflect.Value{reflect.ValueOf(map[string]any{"type": "object", "x": 1.0}), reflect.Zero(typ)}
	case reflect.Map:
		m := reflect.MakeMap(typ)
		return []reflect.Value{m, reflect.Zero(typ)}
	case reflect.Slice:
		return []reflect.Value{reflect.MakeSlice(typ, 1, 1), reflect.Zero(typ)}
	}
	return nil
}
