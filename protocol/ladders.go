package protocol

// ladders are the games' strength ladders. Each was measured with the
// game's default options and searcher, one thread, by
// testdata/strength's ladder command, which appends its runs to
// testdata/strength/levels.md (its notes say how each ladder's steps
// were chosen); a ladder with Games 0 is not measured yet, and its Elo
// is defaultElo's guess. Where full strength's node count equals level
// 5's (Checkers, Go, Hex, Nine Men's Morris, Reversi), the top step is
// only what being limited costs: the noise of the pick and, under
// alpha-beta, the search of 4 lines in the same budget.
var ladders = map[string]Ladder{
	"adugo":              ladderOf(16384, 2, 2, defaultElo, 0),
	"alquerque":          ladderOf(16384, 2, 2, defaultElo, 0),
	"amazons":            ladderOf(32768, 2, 2, [6]int{-1021, -951, -650, -542, -241, 0}, 20),
	"apex":               ladderOf(16384, 2, 2, [6]int{-2355, -1918, -1677, -1041, -800, 0}, 20),
	"atari-go":           ladderOf(4096, 2, 2, [6]int{-718, -683, -648, -648, -301, 0}, 20),
	"bomberman":          ladderOf(16384, 2, 2, defaultElo, 0),
	"cats-dogs":          ladderOf(16384, 2, 2, defaultElo, 0),
	"checkers":           ladderNodes([6]uint64{210, 524, 1311, 3277, 8192, 8192}, [6]int{-1087, -833, -592, -337, -180, 0}, 40),
	"chomp":              ladderOf(8192, 2, 2, [6]int{-366, -175, -140, -105, -35, 0}, 20),
	"domineering":        ladderOf(8192, 2, 2, [6]int{-489, -454, -346, -311, -70, 0}, 20),
	"dots-boxes":         ladderOf(8192, 2, 2, [6]int{-956, -574, -406, -298, -108, 0}, 20),
	"fox-geese":          ladderOf(16384, 2, 2, defaultElo, 0),
	"fox-hounds":         ladderOf(16384, 2, 2, defaultElo, 0),
	"fox-sheep":          ladderOf(16384, 2, 2, defaultElo, 0),
	"go":                 ladderNodes([6]uint64{16, 32, 64, 128, 256, 256}, [6]int{-962, -794, -646, -406, -191, 0}, 40),
	"hare-hounds":        ladderOf(16384, 2, 2, defaultElo, 0),
	"hex":                ladderNodes([6]uint64{512, 1024, 2048, 4096, 8192, 8192}, [6]int{-1156, -1049, -747, -579, -338, 0}, 40),
	"mingmang":           ladderOf(4096, 2, 2, defaultElo, 0),
	"nex":                ladderOf(2048, 2, 2, [6]int{-512, -512, -512, -512, -512, 0}, 20),
	"nine-mens-morris":   ladderNodes([6]uint64{128, 512, 1024, 2048, 4096, 4096}, [6]int{-1277, -1036, -808, -554, -284, 0}, 40),
	"product":            ladderOf(16384, 2, 2, [6]int{-170, -170, -170, -170, -170, 0}, 20),
	"quoridor":           ladderOf(8192, 2, 2, [6]int{-727, -458, -350, -261, -70, 0}, 20),
	"rastros":            ladderOf(16384, 2, 2, [6]int{-502, -502, -311, -241, -241, 0}, 20),
	"reversi":            ladderNodes([6]uint64{1448, 2048, 4096, 8192, 16384, 16384}, [6]int{-874, -671, -480, -373, -215, 0}, 40),
	"sixteen-stones":     ladderOf(16384, 2, 2, [6]int{-760, -689, -619, -619, -512, 0}, 20),
	"twelve-mens-morris": ladderOf(8192, 2, 2, defaultElo, 0),
}
