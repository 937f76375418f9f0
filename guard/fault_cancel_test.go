package guard_test

import (
	"testing"

	"github.com/hintgate/hintgate/internal/faultserver"
)

// TestCancelAtEveryStep cancels a call's context at each step of its way
// through the guard and states what the caller sees, what the audit
// record says and how often the server ran the call.
func TestCancelAtEveryStep(t *testing.T) {
	tests := []struct {
		step        string
		tool, fault string
		client      int
		blocked     bool   // the caller gets a blocked result, else an error
		outcome     string // the audit record's
		kind        string // the audit record's error kind
		runs        int
	}{
		{"before the list", faultserver.Lookup, "", cancelBefore, true, "blocked", "cancelled", 0},
		{"during the list", faultserver.Lookup, "", cancelList, true, "blocked", "cancelled", 0},
		{"during the confirmation", faultserver.Put, "", cancelConfirm, true, "blocked", "cancelled", 0},
		{"during the call", faultserver.Append, faultserver.RunHang, cancelCall, false, "cancelled", "cancelled", 1},
		{"during a retry's backoff", faultserver.Lookup, faultserver.FailAfter, cancelBackoff, false, "cancelled", "cancelled", 1},
		{"transport closed during a retry's backoff", faultserver.Lookup, faultserver.FailAfter, closeBackoff, false, "transport_error", "connection closed", 1},
	}
	for _, tt := range tests {
		t.Run(tt.step, func(t *testing.T) {
			r := newRig(t)
			o := r.do(tt.tool, "c", tt.fault, tt.client)
			if o.blocked != tt.blocked || !tt.blocked && o.err == nil {
				t.Errorf("blocked = %v, err = %v; want blocked = %v", o.blocked, o.err, tt.blocked)
			}
			if o.record["outcome"] != tt.outcome || o.record["error"] != tt.kind {
				t.Errorf("audit record %v, want outcome %s, error %s", o.record, tt.outcome, tt.kind)
			}
			if o.runs != tt.runs {
				t.Errorf("ran %d times, want %d", o.runs, tt.runs)
			}
			t.Logf("caller: blocked=%v err=%v; audit: outcome=%v rule=%v verdict=%v error=%v attempt=%v; runs %d",
				o.blocked, o.err, o.record["outcome"], o.record["rule"], o.record["verdict"], o.record["error"], o.record["attempt"], o.runs)
		})
	}
}
