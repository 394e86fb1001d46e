//go:build !unix

package gogame

// cpuSeconds is 0 where the processor time is not read.
func cpuSeconds() float64 { return 0 }
