//go:build unix

package all_test

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the test process has used so far, and
// false where it cannot be read.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
