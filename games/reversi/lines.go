package reversi

// Flips by lines: the four lines through a square (row, column and the two
// diagonals) are each gathered into a byte, where small tables give the
// squares that could close a run and the discs such a run flips. This
// takes fewer instructions than scanning the eight rays one by one, and the
// flip count alone needs no way back from the bytes to the board.

// outflank[pos][o] holds, for a disc placed at pos (0..7) on a line whose
// opponent discs are o, the nearest square on each side beyond a run of
// one or more opponent discs: the squares whose own disc would close a
// run. lineFlips8[pos][f] holds the squares between pos and the closing
// squares f.
var outflank, lineFlips8, lineCount = func() (out, flip, count [8][256]uint8) {
	for pos := 0; pos < 8; pos++ {
		for o := 0; o < 256; o++ {
			for _, step := range [2]int{1, -1} {
				x := pos + step
				for x >= 0 && x < 8 && o>>uint(x)&1 != 0 {
					x += step
				}
				if x >= 0 && x < 8 && x != pos+step {
					out[pos][o] |= 1 << uint(x)
				}
			}
		}
		for f := 0; f < 256; f++ {
			for x := 0; x < 8; x++ {
				if f>>uint(x)&1 == 0 {
					continue
				}
				lo, hi := min(x, pos), max(x, pos)
				for y := lo + 1; y < hi; y++ {
					flip[pos][f] |= 1 << uint(y)
					count[pos][f]++
				}
			}
		}
	}
	return out, flip, count
}()

// lineInfo is what flips needs about one square.
type lineInfo struct {
	row, col   uint8  // shift of its row (8*row) and its column number
	column     uint64 // its column
	magic      uint64 // gathers the column into the top byte
	diag, anti uint64 // its a1-h8 and h1-a8 diagonals
}

var lineInfos = func() (t [64]lineInfo) {
	for sq := range t {
		t[sq].row, t[sq].col = uint8(sq/8*8), uint8(sq%8)
		t[sq].column = colA << uint(sq%8)
		t[sq].magic = 0x0102040810204080 >> uint(sq%8)
		t[sq].diag = 1<<uint(sq) | rays[sq][2] | rays[sq][6]
		t[sq].anti = 1<<uint(sq) | rays[sq][3] | rays[sq][7]
	}
	return t
}()

// flips returns the discs of o that a disc of p placed on the empty square
// sq would turn over (none if the placement is illegal).
func flips(sq int, p, o uint64) uint64 {
	li := &lineInfos[sq&63]
	c := uint(li.col) & 7
	r := uint(li.row) & 63
	row := r >> 3

	// Row: the byte itself.
	f8 := lineFlips8[c][outflank[c][uint8(o>>r)]&uint8(p>>r)]
	f := uint64(f8) << r

	// Column: gather it into a byte with bit i = row i.
	oc := uint8((o & li.column) * li.magic >> 56)
	pc := uint8((p & li.column) * li.magic >> 56)
	f8 = lineFlips8[row][outflank[row][oc]&pc]
	f |= unpackA[f8] << c

	// Diagonals: one square per column, so multiplying by colA piles the
	// line into the top byte with bit i = column i.
	od := uint8((o & li.diag) * colA >> 56)
	pd := uint8((p & li.diag) * colA >> 56)
	f8 = lineFlips8[c][outflank[c][od]&pd]
	f |= uint64(f8) * colA & li.diag

	oa := uint8((o & li.anti) * colA >> 56)
	pa := uint8((p & li.anti) * colA >> 56)
	f8 = lineFlips8[c][outflank[c][oa]&pa]
	f |= uint64(f8) * colA & li.anti
	return f
}

// countFlips is the number of discs flips would return.
func countFlips(sq int, p, o uint64) int {
	li := &lineInfos[sq&63]
	c := uint(li.col) & 7
	r := uint(li.row) & 63
	row := r >> 3
	n := lineCount[c][outflank[c][uint8(o>>r)]&uint8(p>>r)]
	n += lineCount[row][outflank[row][uint8((o&li.column)*li.magic>>56)]&uint8((p&li.column)*li.magic>>56)]
	n += lineCount[c][outflank[c][uint8((o&li.diag)*colA>>56)]&uint8((p&li.diag)*colA>>56)]
	n += lineCount[c][outflank[c][uint8((o&li.anti)*colA>>56)]&uint8((p&li.anti)*colA>>56)]
	return int(n)
}
