//go:build !unix

package all_test

import "time"

// cpuTime reports false where the processor time is not read.
func cpuTime() (time.Duration, bool) { return 0, false }
