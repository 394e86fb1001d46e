// Package learn is tabla's learned evaluation: the self-play record format
// that `tabla selfplay` writes, the weight files that `tabla train` fits to
// those records, and the evaluator that games read them with.
//
// # Features
//
// A game that can use a learned evaluation implements position.Featurer:
// it lists a position's active binary features (pattern configurations,
// counts as one-hot buckets, a bias) seen from the side to move, and its
// phase. The evaluation is the sum of one weight per active feature in
// that phase (Weights.Eval), a sparse linear model. A game embeds its
// weight file with go:embed and reads it with ReadWeights; a game without
// weights keeps its hand-written evaluation.
//
// # Move prediction
//
// A game whose moves a move-prediction model reads implements
// position.MoveFeaturer: each legal move is a few binary features, at
// most one of each group. FitChoices fits a strength per feature by
// minorisation-maximisation (Coulom's generalised Bradley-Terry model): a
// move's strength is the product of its features' and its probability
// that strength over the sum of the legal moves'. The weight file holds
// the strengths' natural logarithms in hundredths (target policy, one
// phase). Go's tree priors read it (games/go, priors=learned).
//
// # Self-play records
//
// A record file is text, one line per position, so that shard files
// concatenate and tools such as grep, awk and jq (with -R) read it. It
// starts with a header line:
//
//	#tabla-selfplay 1<TAB>game=reversi<TAB>options=<TAB>seed=1<TAB>limit=depth 6<TAB>...
//
// naming the format's version, the game and its changed options, then the
// run's settings (seed, limit, openings, openings-distinct, exact-depth,
// shard, version), all of which a resumed run must repeat. Then come the
// games, each as its positions in order and a closing line:
//
//	GAME PLY SIDE POSITION MOVE SCORE RESULT MARGIN EXACT
//	#end GAME PLIES RESULT MARGIN
//
// separated by tabs, with "-" for a value not known. GAME numbers the games
// of a run from 0 (a shard plays the numbers it owns); PLY counts the plies
// before the position; SIDE is the side to move (0 or 1); POSITION is the
// game's position string and MOVE the move played from it, in the game's
// notation. SCORE is the search's score, RESULT the game's result (1, 0,
// -1), MARGIN its final margin in centi-units (games with a margin only)
// and EXACT the value under perfect play when the game's solver proved it,
// all from the side to move's point of view. The closing line gives the
// plies, the result and the margin for the first player. A game without its
// closing line was cut short, and a resumed run plays it again.
//
// # Weight files
//
// A weight file is a gzip stream: the line "tabla-weights 1", header lines
// key=value (game, features, size, phases, target, and meta lines on how
// the file was made), a blank line, then phases × size little-endian int16
// weights in hundredths of the target's unit (centi-units of the margin,
// hundredths of a logit for a result, or hundredths of a strength's natural
// logarithm for a policy).
package learn
