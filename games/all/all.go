// Package all registers every game of tabla. Import it for its side
// effect wherever the whole set is wanted (the binary, tests of the
// fronts):
//
//	import _ "tabla/games/all"
package all

import (
	_ "tabla/games/adugo"
	_ "tabla/games/alquerque"
	_ "tabla/games/amazons"
	_ "tabla/games/apex"
	_ "tabla/games/atarigo"
	_ "tabla/games/bomberman"
	_ "tabla/games/catsdogs"
	_ "tabla/games/checkers"
	_ "tabla/games/chomp"
	_ "tabla/games/domineering"
	_ "tabla/games/dotsboxes"
	_ "tabla/games/foxgeese"
	_ "tabla/games/foxhounds"
	_ "tabla/games/foxsheep"
	_ "tabla/games/go"
	_ "tabla/games/harehounds"
	_ "tabla/games/hex"
	_ "tabla/games/mingmang"
	_ "tabla/games/nex"
	_ "tabla/games/ninemensmorris"
	_ "tabla/games/product"
	_ "tabla/games/quoridor"
	_ "tabla/games/rastros"
	_ "tabla/games/reversi"
	_ "tabla/games/sixteenstones"
	_ "tabla/games/twelvemensmorris"
)
