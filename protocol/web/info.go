package web

import "github.com/tabla-games/tabla/protocol"

// Thinking is the engine's latest search report, as the browser receives
// it (protocol.Thinking).
type Thinking = protocol.Thinking
