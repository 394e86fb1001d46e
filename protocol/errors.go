package protocol

import (
	"fmt"
	"strings"
)

// ErrorCode classifies protocol errors for scripts that read them: it is
// the word after "info string error".
type ErrorCode string

// The error codes that follow "info string error".
const (
	CodeUnknownCommand ErrorCode = "unknown-command"
	CodeSyntax         ErrorCode = "syntax"
	CodeBadValue       ErrorCode = "bad-value"
	CodeBadOption      ErrorCode = "bad-option"
	CodeUnknownGame    ErrorCode = "unknown-game"
	CodeBadPosition    ErrorCode = "bad-position"
	CodeIllegalMove    ErrorCode = "illegal-move"
	CodeLineTooLong    ErrorCode = "line-too-long"
	// CodeUnsupported: the current game lacks what the command needs.
	CodeUnsupported ErrorCode = "unsupported"
)

func errorf(code ErrorCode, format string, args ...any) error {
	return &EngineError{Code: code, Msg: fmt.Sprintf(format, args...)}
}

// EngineError is an error a command's handler reports to the user, which
// the engine writes as "info string error CODE: MESSAGE", and which a
// Client returns when it reads such a line: the fronts tell errors apart
// by Code, not by text.
type EngineError struct {
	Code ErrorCode
	Msg  string
}

func (e *EngineError) Error() string { return string(e.Code) + ": " + e.Msg }

// ParseEngineError reads an "info string error" line; it is nil for any
// other line.
func ParseEngineError(line string) *EngineError {
	rest, ok := strings.CutPrefix(line, "info string error ")
	if !ok {
		return nil
	}
	code, msg, found := strings.Cut(rest, ": ")
	if !found || strings.Contains(code, " ") {
		return &EngineError{Msg: rest}
	}
	return &EngineError{Code: ErrorCode(code), Msg: msg}
}
