package protocol

import "fmt"

// errCode classifies protocol errors for scripts that read them.
type errCode string

// The error codes that follow "info string error".
const (
	errUnknownCommand errCode = "unknown-command"
	errSyntax         errCode = "syntax"
	errBadValue       errCode = "bad-value"
	errBadOption      errCode = "bad-option"
	errUnknownGame    errCode = "unknown-game"
	errBadPosition    errCode = "bad-position"
	errIllegalMove    errCode = "illegal-move"
	errTooLong        errCode = "line-too-long"
)

// cmdError is an error a handler reports to the user.
type cmdError struct {
	code errCode
	msg  string
}

func (e *cmdError) Error() string { return string(e.code) + ": " + e.msg }

func errorf(code errCode, format string, args ...any) error {
	return &cmdError{code: code, msg: fmt.Sprintf(format, args...)}
}
