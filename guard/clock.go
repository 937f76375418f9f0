package guard

import "time"

// epoch is where the guard's clock starts.
var epoch = time.Now()

// now reads the guard's clock: nanoseconds since epoch, from the
// monotonic clock alone (time.Since reads only that for a time that has
// it), which is cheaper than time.Now's wall and monotonic readings. It
// serves durations and ages, never dates. Inside a synctest bubble it
// follows the bubble's clock; readings are compared only with readings
// taken in the same bubble.
func now() int64 { return int64(time.Since(epoch)) }
