package checkers

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// The learned evaluation's features (position.Featurer), seen from the
// side to move: the board is turned half round when White is to move, so
// that the mover's men always move up from rank 0, as Black's do. English
// draughts has no other symmetry (the double corner is on one side only),
// so a position and its image with the colours swapped and the board
// turned half round list the same features, and no others need to.
//
// Each feature is active or not; the blocks, in index order:
const (
	fOwnMan     = 0                // a man of the side to move on square i (32)
	fOwnKing    = fOwnMan + 32     // its king on square i (32)
	fOppMan     = fOwnKing + 32    // the opponent's man on square i (32)
	fOppKing    = fOppMan + 32     // the opponent's king on square i (32)
	fCounts     = fOppKing + 32    // own men, own kings, opponent men, opponent kings, each 0..12 (4×13)
	fBalance    = fCounts + 4*13   // pieces less the opponent's, -6..6 (13)
	fOwnHome    = fBalance + 13    // which of the mover's home squares (1-4) hold its men (16)
	fOppHome    = fOwnHome + 16    // the same for the opponent's home (16)
	fOwnRunaway = fOppHome + 16    // the mover's runaway men (see sideTables.cone), 0..3 (4)
	fOppRunaway = fOwnRunaway + 4  // the opponent's, 0..3 (4)
	fOwnKingMob = fOppRunaway + 4  // empty squares next to the mover's kings, 0..16 (17)
	fOppKingMob = fOwnKingMob + 17 // the same for the opponent's kings (17)
	fBias       = fOppKingMob + 17 // always active (1)
	numFeatures = fBias + 1        // 268
	maxActive   = 32 + 12          // a feature a piece, and counts, balance, homes, runaways, kings' room and bias
)

// featurePhases splits the game by the pieces on the board, four to a
// phase: phase 0 holds 21-24 pieces, phase 4 eight or fewer.
const featurePhases = 5

func phaseOf(pieces int) int { return min(max((24-pieces)/4, 0), featurePhases-1) }

var featureSet = position.FeatureSet{Name: "checkers-1", Size: numFeatures, Phases: featurePhases}

// FeatureSet describes the learned evaluation's features
// (position.Featurer).
func (g *Game) FeatureSet() position.FeatureSet { return featureSet }

// Features lists the position's active features and its phase
// (position.Featurer).
func (g *Game) Features(buf []int32) ([]int32, int) {
	s := &g.st
	own, opp, kings := s.pieces[s.side], s.pieces[s.side^1], s.kings
	if s.side == White {
		own, opp, kings = rotate(own), rotate(opp), rotate(kings)
	}
	return appendFeatures(buf, own, opp, kings)
}

// appendFeatures lists the features of a board seen from the side to
// move, whose pieces are own and whose men move up.
func appendFeatures(buf []int32, own, opp, kings uint32) ([]int32, int) {
	ownMen, ownKings := own&^kings, own&kings
	oppMen, oppKings := opp&^kings, opp&kings
	for b := ownMen; b != 0; b &= b - 1 {
		buf = append(buf, fOwnMan+int32(trailing(b)))
	}
	for b := ownKings; b != 0; b &= b - 1 {
		buf = append(buf, fOwnKing+int32(trailing(b)))
	}
	for b := oppMen; b != 0; b &= b - 1 {
		buf = append(buf, fOppMan+int32(trailing(b)))
	}
	for b := oppKings; b != 0; b &= b - 1 {
		buf = append(buf, fOppKing+int32(trailing(b)))
	}
	for i, b := range [4]uint32{ownMen, ownKings, oppMen, oppKings} {
		buf = append(buf, fCounts+int32(i*13+min(bits.OnesCount32(b), 12)))
	}
	balance := bits.OnesCount32(own) - bits.OnesCount32(opp)
	buf = append(buf, fBalance+6+int32(min(max(balance, -6), 6)),
		fOwnHome+int32(ownMen&0xF), fOppHome+int32(bits.Reverse32(oppMen)&0xF))
	runs := [2]int{}
	for m := ownMen; m != 0 && runs[0] < 3; m &= m - 1 {
		if tables[Black].cone[trailing(m)]&opp == 0 {
			runs[0]++
		}
	}
	for m := oppMen; m != 0 && runs[1] < 3; m &= m - 1 {
		if tables[White].cone[trailing(m)]&own == 0 {
			runs[1]++
		}
	}
	empty := ^(own | opp)
	buf = append(buf, fOwnRunaway+int32(runs[0]), fOppRunaway+int32(runs[1]),
		fOwnKingMob+int32(min(upSteps(ownKings, empty)+downSteps(ownKings, empty), 16)),
		fOppKingMob+int32(min(upSteps(oppKings, empty)+downSteps(oppKings, empty), 16)),
		fBias)
	return buf, phaseOf(bits.OnesCount32(own | opp))
}
