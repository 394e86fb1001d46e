package protocol

// ladders are the games' strength ladders. Each was measured with the
// game's default options and searcher, one thread, by
// testdata/strength's ladder command, which appends its runs to
// testdata/strength/levels.md (its notes say how each ladder's steps
// were chosen, and which games' steps no budget can make 100-300 Elo
// apart). Where full strength's node count equals level 5's, the top
// step is only what being limited costs: the noise of the pick and,
// under alpha-beta, the search of 4 lines in the same budget. Apex's
// levels search one line and play its move (Ladder.Plain), since its 4
// lines cost level 5 more than 500 Elo, and Hex's level 5 does so on
// half its moves, since there the 4 lines cost about 340, and Sixteen
// Stones' levels 3-5 on a share of their moves that sets them apart (4
// lines leave a level one ply deep there, blind to recaptures);
// Rastros' and Alquerque's pick with 4 times the noise (Ladder.Noise),
// since their top levels play alike on any budget, and Ming Mang's with
// 0.1 times, since there the noise, more than the budget, sets the
// levels apart. Some games' levels overlook a
// share of the root moves (Ladder.Blind), since there a few thousand
// nodes play about as well as many more, or one missed move decides the
// game: Chomp, Domineering and Atari Go (whose levels also search one
// line), Quoridor (whose levels also play the search's first of tied
// candidates, Ladder.FirstOfTies, since a random one let a side that
// was ahead shuffle into a repetition draw), Amazons' levels 1 and 2
// (below about 8,700 nodes its levels play alike at the start) and Hare
// and Hounds' level 1 (below about 128 nodes its budgets play alike),
// and Nex (every level finishes depth 1 of its thousands of drops, and
// how many of them it sees is what sets the levels apart).
var ladders = map[string]Ladder{
	"adugo":              ladderOf(16384, 2, 2, [6]int{-442, -335, -177, -142, -98, 0}, 40),
	"alquerque":          ladderNodes([6]uint64{512, 1024, 2048, 4096, 8192, 16384}, [6]int{-373, -246, -194, -105, -61, 0}, 40).withNoise(4),
	"amazons":            ladderNodes([6]uint64{1024, 2896, 4096, 11585, 16384, 32768}, [6]int{-830, -682, -535, -388, -241, 0}, 20).withBlind([6]float64{0.25, 0.1, 0, 0, 0, 0}),
	"apex":               ladderNodes([6]uint64{4096, 5017, 6144, 8192, 16384, 32768}, [6]int{-877, -636, -421, -274, -127, 0}, 20).withPlainFrom(1),
	"atari-go":           ladderNodes([6]uint64{1024, 1448, 2048, 2896, 4096, 5793}, [6]int{-803, -656, -509, -382, -191, 0}, 40).withPlainFrom(1).withBlind([6]float64{0.78, 0.66, 0.52, 0.38, 0.17, 0}),
	"bomberman":          ladderNodes([6]uint64{16, 160, 512, 1448, 4096, 8192}, [6]int{-666, -539, -422, -275, -158, 0}, 40),
	"cats-dogs":          ladderNodes([6]uint64{256, 1024, 2048, 4096, 11585, 16384}, [6]int{-802, -633, -486, -318, -127, 0}, 40),
	"checkers":           ladderNodes([6]uint64{210, 524, 1311, 3277, 8192, 8192}, [6]int{-1087, -833, -592, -337, -180, 0}, 40),
	"chomp":              ladderNodes([6]uint64{32, 32, 112, 256, 2048, 262144}, [6]int{-603, -462, -337, -227, -127, 0}, 400).withBlind([6]float64{0.8, 0.2, 0, 0, 0.175, 0}),
	"domineering":        ladderNodes([6]uint64{256, 512, 1024, 2048, 4096, 8192}, [6]int{-779, -538, -401, -274, -147, 0}, 40).withBlind([6]float64{0.65, 0.45, 0.32, 0.17, 0.1, 0}),
	"dots-boxes":         ladderNodes([6]uint64{362, 512, 1024, 2048, 4096, 8192}, [6]int{-777, -574, -406, -298, -108, 0}, 20),
	"fox-geese":          ladderNodes([6]uint64{64, 512, 2048, 8192, 32768, 65536}, [6]int{-876, -661, -434, -297, -180, 0}, 40),
	"fox-hounds":         ladderNodes([6]uint64{512, 1024, 2048, 4096, 16384, 16384}, [6]int{-789, -682, -467, -276, -108, 0}, 40),
	"fox-sheep":          ladderNodes([6]uint64{512, 1024, 2048, 4096, 11585, 32768}, [6]int{-901, -686, -484, -326, -158, 0}, 40),
	"go":                 ladderNodes([6]uint64{16, 32, 48, 96, 256, 256}, [6]int{-1023, -738, -535, -432, -147, 0}, 40),
	"hare-hounds":        ladderNodes([6]uint64{16, 128, 1024, 4096, 16384, 131072}, [6]int{-754, -639, -531, -416, -164, 0}, 100).withBlind([6]float64{0.7, 0, 0, 0, 0, 0}),
	"hex":                ladderNodes([6]uint64{1448, 2048, 4096, 8192, 8192, 8192}, [6]int{-741, -594, -425, -235, -108, 0}, 40).withPlain([6]float64{0, 0, 0, 0, 0.5, 1}),
	"mingmang":           ladderNodes([6]uint64{1024, 1448, 2048, 2435, 4096, 4096}, [6]int{-1162, -907, -623, -382, -255, 0}, 40).withNoise(0.1),
	"nex":                ladderOf(65536, 2, 2, [6]int{-812, -644, -536, -295, -168, 0}, 40).withBlind([6]float64{0.98, 0.975, 0.965, 0.95, 0.4, 0}),
	"nine-mens-morris":   ladderNodes([6]uint64{128, 512, 1024, 2048, 4096, 4096}, [6]int{-1277, -1036, -808, -554, -284, 0}, 40),
	"product":            ladderNodes([6]uint64{128, 2048, 8192, 32768, 131072, 131072}, [6]int{-746, -577, -470, -362, -147, 0}, 40),
	"quoridor":           ladderNodes([6]uint64{128, 1024, 2896, 8192, 32768, 65536}, [6]int{-979, -811, -570, -402, -255, 0}, 20).withFirstOfTies().withNoise(2).withBlind([6]float64{0.2, 0.15, 0.1, 0.06, 0.02, 0}),
	"rastros":            ladderNodes([6]uint64{16, 80, 256, 1600, 8192, 32768}, [6]int{-754, -563, -456, -215, -108, 0}, 40).withNoise(4),
	"reversi":            ladderNodes([6]uint64{1448, 2896, 5793, 10321, 16384, 16384}, [6]int{-786, -659, -468, -310, -168, 0}, 40),
	"sixteen-stones":     ladderNodes([6]uint64{16384, 16384, 16384, 16384, 16384, 16384}, [6]int{-819, -549, -402, -255, -108, 0}, 40).withPlain([6]float64{0, 0, 0.25, 0.5, 0.75, 1}).withBlind([6]float64{0.6, 0, 0, 0, 0, 0}),
	"twelve-mens-morris": ladderNodes([6]uint64{256, 512, 1024, 2048, 8192, 8192}, [6]int{-1142, -872, -603, -362, -147, 0}, 40),
}
