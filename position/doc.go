// Package position holds what every tabla game shares: the Move type, the
// Game interface that search drives, the Notation and Renderer interfaces
// that the protocol uses, optional abilities found by type assertion,
// bitboard types, Zobrist keys, perft, and the registry of games with their
// typed options.
//
// A game lives in its own package under games/, implements Playable, and
// registers itself in init:
//
//	func init() {
//		position.Register(position.Info{ID: "reversi", Name: "Reversi", ...})
//	}
//
// Scores follow one convention everywhere: they are from the point of view
// of the side to move, and they are in hundredths ("centi-units") of the
// game's natural unit (discs, points, boxes) or of a heuristic pawn.
//
// The conformance kit for games is the sibling package positiontest.
package position
