// Package all registers every game of tabla. Import it for its side
// effect wherever the whole set is wanted (the binary, tests of the
// fronts):
//
//	import _ "github.com/tabla-games/tabla/games/all"
package all

import (
	_ "github.com/tabla-games/tabla/games/adugo"
	_ "github.com/tabla-games/tabla/games/alquerque"
	_ "github.com/tabla-games/tabla/games/amazons"
	_ "github.com/tabla-games/tabla/games/apex"
	_ "github.com/tabla-games/tabla/games/atarigo"
	_ "github.com/tabla-games/tabla/games/bomberman"
	_ "github.com/tabla-games/tabla/games/catsdogs"
	_ "github.com/tabla-games/tabla/games/checkers"
	_ "github.com/tabla-games/tabla/games/chomp"
	_ "github.com/tabla-games/tabla/games/domineering"
	_ "github.com/tabla-games/tabla/games/dotsboxes"
	_ "github.com/tabla-games/tabla/games/foxgeese"
	_ "github.com/tabla-games/tabla/games/foxhounds"
	_ "github.com/tabla-games/tabla/games/foxsheep"
	_ "github.com/tabla-games/tabla/games/go"
	_ "github.com/tabla-games/tabla/games/harehounds"
	_ "github.com/tabla-games/tabla/games/hex"
	_ "github.com/tabla-games/tabla/games/mingmang"
	_ "github.com/tabla-games/tabla/games/nex"
	_ "github.com/tabla-games/tabla/games/ninemensmorris"
	_ "github.com/tabla-games/tabla/games/product"
	_ "github.com/tabla-games/tabla/games/quoridor"
	_ "github.com/tabla-games/tabla/games/rastros"
	_ "github.com/tabla-games/tabla/games/reversi"
	_ "github.com/tabla-games/tabla/games/sixteenstones"
	_ "github.com/tabla-games/tabla/games/twelvemensmorris"
)
