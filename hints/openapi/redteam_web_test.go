package openapi

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hintgate/hintgate/hints"
)

// run reads doc with a time bound, reporting how long it took.
func run(t *testing.T, name string, doc []byte) (map[string]hints.Inference, error) {
	t.Helper()
	type out struct {
		ops map[string]hints.Inference
		err error
	}
	ch := make(chan out, 1)
	start := time.Now()
	go func() {
		ops, err := Operations(doc, nil)
		ch <- out{ops, err}
	}()
	select {
	case o := <-ch:
		t.Logf("%s: %v, error %v", name, time.Since(start).Round(time.Millisecond), o.err)
		return o.ops, o.err
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: still reading after 20 s", name)
		return nil, nil
	}
}

const head = "openapi: 3.0.0\ninfo: {title: x, version: '1'}\n"

// Held: a billion laughs of aliases is refused at once.
func TestRedteamWebAliasBomb(t *testing.T) {
	var b strings.Builder
	b.WriteString(head + "x-a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i < 9; i++ {
		fmt.Fprintf(&b, "x-a%d: &a%d [*a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d]\n", i, i, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1)
	}
	b.WriteString("paths: {}\n")
	if _, err := run(t, "alias bomb", []byte(b.String())); err == nil || !strings.Contains(err.Error(), "aliasing") {
		t.Errorf("error %v", err)
	}
}

// Held: nesting 100,000 deep, in YAML or JSON, is refused at once.
func TestRedteamWebDeep(t *testing.T) {
	n := 100000
	doc := head + "paths: {}\nx-deep: " + strings.Repeat("[", n) + strings.Repeat("]", n) + "\n"
	if _, err := run(t, "yaml flow depth", []byte(doc)); err == nil {
		t.Error("read")
	}
	doc = `{"openapi":"3.0.0","info":{"title":"x","version":"1"},"paths":{},"x-deep":` + strings.Repeat("[", n) + strings.Repeat("]", n) + "}"
	if _, err := run(t, "json depth", []byte(doc)); err == nil {
		t.Error("read")
	}
}

// Held: schemas that each refer twice to the next, 40 deep, and a
// cycle back to the first, are read at once (references are not
// expanded).
func TestRedteamWebRefFanOut(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"openapi":"3.0.0","info":{"title":"x","version":"1"},"paths":{"/a":{"get":{"operationId":"a","responses":{"200":{"description":"x","content":{"application/json":{"schema":{"$ref":"#/components/schemas/s0"}}}}}}}},"components":{"schemas":{`)
	for i := range 40 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"s%d":{"type":"object","properties":{"l":{"$ref":"#/components/schemas/s%d"},"r":{"$ref":"#/components/schemas/s%d"}}}`, i, i+1, i+1)
	}
	b.WriteString(`,"s40":{"type":"object","properties":{"c":{"$ref":"#/components/schemas/s0"}}}}}}`)
	if ops, err := run(t, "ref fan-out and cycle", []byte(b.String())); err != nil || !ops["a"].ReadOnly.Value {
		t.Errorf("%v %v", ops["a"], err)
	}
}

// FINDING (low): two operations whose names meet (an operationId
// "updateUser" on PUT and "update_user" on PATCH both give
// "update_user") kept the first operation's hints when their effects
// were equal: PUT's idempotent guess stood for a PATCH, a call the
// guard would then retry. Names that meet take each hint's more
// dangerous guess.
func TestRedteamWebCollidingNamesTakeTheGraver(t *testing.T) {
	doc := []byte(`{"openapi":"3.0.0","info":{"title":"x","version":"1"},"paths":{
"/a":{"put":{"operationId":"updateUser","responses":{"200":{"description":"x"}}}},
"/b":{"patch":{"operationId":"update_user","responses":{"200":{"description":"x"}}}},
"/c":{"get":{"operationId":"list_users","responses":{"200":{"description":"x"}}}},
"/d":{"post":{"operationId":"listUsers","responses":{"200":{"description":"x"}}}}}}`)
	ops, err := Operations(doc, nil)
	if err != nil {
		t.Fatal(err)
	}
	if inf := ops["update_user"]; inf.Idempotent.Value || !inf.Destructive.Value {
		t.Errorf("update_user (PUT /a and PATCH /b): %+v", inf)
	}
	if inf := ops["list_users"]; inf.ReadOnly.Value || inf.Idempotent.Value || inf.Effect != hints.Writes {
		t.Errorf("list_users (GET /c and POST /d): %+v", inf)
	}
}

// FINDING (low): a document of any size was read: the loader's work
// grows with it (13 MB of JSON made of 100,000 operations: 3.7 s, 2.2
// GiB allocated). A document past MaxDocBytes is refused, at once,
// naming its size and the bound.
func TestRedteamWebHugeDocRefused(t *testing.T) {
	doc := []byte(`{"openapi":"3.0.0","info":{"title":"x","version":"1"},"paths":{},"x-pad":"` + strings.Repeat("a", MaxDocBytes) + `"}`)
	_, err := run(t, "huge document", doc)
	if err == nil || !strings.Contains(err.Error(), "MaxDocBytes") || !strings.Contains(err.Error(), fmt.Sprint(len(doc))) {
		t.Errorf("error %v", err)
	}
}
