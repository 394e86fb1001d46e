package protocol

// ladders are the games' strength ladders. Each was measured with the
// game's default options and searcher, one thread, by
// testdata/strength's ladder command, which appends its runs to
// testdata/strength/levels.md; a ladder with Games 0 is not measured
// yet, and its Elo is defaultElo's guess. Full strength's node count
// (the last of Nodes) is about what one thread searches in 50 ms.
var ladders = map[string]Ladder{
	"adugo":              ladderOf(65536, defaultElo, 0),
	"alquerque":          ladderOf(65536, defaultElo, 0),
	"amazons":            ladderOf(32768, defaultElo, 0),
	"apex":               ladderOf(65536, defaultElo, 0),
	"atari-go":           ladderOf(16384, defaultElo, 0),
	"bomberman":          ladderOf(65536, defaultElo, 0),
	"cats-dogs":          ladderOf(65536, defaultElo, 0),
	"checkers":           ladderOf(65536, defaultElo, 0),
	"chomp":              ladderOf(32768, defaultElo, 0),
	"domineering":        ladderOf(32768, defaultElo, 0),
	"dots-boxes":         ladderOf(32768, defaultElo, 0),
	"fox-geese":          ladderOf(65536, defaultElo, 0),
	"fox-hounds":         ladderOf(65536, defaultElo, 0),
	"fox-sheep":          ladderOf(65536, defaultElo, 0),
	"go":                 {Nodes: [6]uint64{16, 32, 64, 128, 256, 1024}, Elo: defaultElo},
	"hare-hounds":        ladderOf(65536, defaultElo, 0),
	"hex":                ladderOf(8192, defaultElo, 0),
	"mingmang":           ladderOf(16384, defaultElo, 0),
	"nex":                ladderOf(8192, defaultElo, 0),
	"nine-mens-morris":   ladderOf(32768, defaultElo, 0),
	"product":            ladderOf(65536, defaultElo, 0),
	"quoridor":           ladderOf(32768, defaultElo, 0),
	"rastros":            ladderOf(65536, defaultElo, 0),
	"reversi":            ladderOf(65536, defaultElo, 0),
	"sixteen-stones":     ladderOf(65536, defaultElo, 0),
	"twelve-mens-morris": ladderOf(32768, defaultElo, 0),
}
