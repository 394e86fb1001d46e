package gtp

import (
	"fmt"
	"strings"
)

// ParseResponse reads an engine's response to a GTP command from its
// lines without the blank line that ends it: the text after "=" on
// success, or an error holding the text after "?".
func ParseResponse(lines []string) (string, error) {
	answer := strings.Join(lines, "\n")
	switch {
	case strings.HasPrefix(answer, "="):
		return strings.TrimSpace(answer[1:]), nil
	case strings.HasPrefix(answer, "?"):
		return "", fmt.Errorf("%s", strings.TrimSpace(answer[1:]))
	}
	return "", fmt.Errorf("not a GTP response: %q", answer)
}
