//go:build unix

package gogame

import "syscall"

// cpuSeconds is the processor time the process has used, so that
// benchmarks on a shared machine can report a rate per second of
// processor time besides the rate per second of wall time.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
