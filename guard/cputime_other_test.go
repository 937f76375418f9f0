//go:build !unix

package guard_test

import "time"

// cpuTime is not measured here: cpu-ns/op is left out.
func cpuTime() time.Duration { return 0 }
