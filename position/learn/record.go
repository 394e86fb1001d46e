package learn

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
)

// FormatVersion is the version of the self-play record format that
// Writer writes and Reader reads.
const FormatVersion = 1

// headerTag opens a header line, endTag a game's closing line.
const (
	headerTag = "#tabla-selfplay"
	endTag    = "#end"
)

// Header describes the run that wrote a file of records: the game and its
// options, and the settings that decide every game (seed, limits,
// openings), so that a resumed or merged run can check that it continues
// the same run. Values are free text without tabs or newlines.
type Header struct {
	Game    string // game id
	Options string // the game's changed options as "key=value ..." ("" for the defaults)
	// Fields are the run's other settings in order: seed, limit, openings,
	// tabla's version. Resume compares them all.
	Fields [][2]string
}

// Get returns the value of field key, or "".
func (h Header) Get(key string) string {
	for _, f := range h.Fields {
		if f[0] == key {
			return f[1]
		}
	}
	return ""
}

// String is the header line without its newline.
func (h Header) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d\tgame=%s\toptions=%s", headerTag, FormatVersion, h.Game, h.Options)
	for _, f := range h.Fields {
		fmt.Fprintf(&b, "\t%s=%s", f[0], f[1])
	}
	return b.String()
}

// Same reports whether h and o describe the same run, naming the first
// difference when they do not.
func (h Header) Same(o Header) error {
	if h.Game != o.Game {
		return fmt.Errorf("game %q, not %q", o.Game, h.Game)
	}
	if h.Options != o.Options {
		return fmt.Errorf("options %q, not %q", o.Options, h.Options)
	}
	keys := map[string]bool{}
	for _, f := range append(append([][2]string(nil), h.Fields...), o.Fields...) {
		keys[f[0]] = true
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	for _, k := range sorted {
		if a, b := h.Get(k), o.Get(k); a != b {
			return fmt.Errorf("%s %q, not %q", k, b, a)
		}
	}
	return nil
}

func parseHeader(line string) (Header, error) {
	parts := strings.Split(line, "\t")
	tag, ver, _ := strings.Cut(parts[0], " ")
	if tag != headerTag {
		return Header{}, fmt.Errorf("not a self-play header: %q", line)
	}
	if v, err := strconv.Atoi(ver); err != nil || v != FormatVersion {
		return Header{}, fmt.Errorf("self-play format version %q; this tabla reads version %d", ver, FormatVersion)
	}
	var h Header
	for _, p := range parts[1:] {
		k, v, ok := strings.Cut(p, "=")
		if !ok {
			return Header{}, fmt.Errorf("header field %q is not key=value", p)
		}
		switch k {
		case "game":
			h.Game = v
		case "options":
			h.Options = v
		default:
			h.Fields = append(h.Fields, [2]string{k, v})
		}
	}
	if h.Game == "" {
		return Header{}, errors.New("header names no game")
	}
	return h, nil
}

// Unknown marks a score or exact value that a record does not have.
const Unknown = int(^uint(0) >> 1)

// Record is one position of a self-play game, with what is known of its
// value. Every score is from the point of view of the side to move in the
// position, in centi-units (position's convention).
type Record struct {
	Game     int    // the game's number in the run, from 0
	Ply      int    // plies played before this position, opening included
	Side     int    // the side to move, 0 or 1
	Position string // the position string
	Move     string // the move played from it, in the game's notation
	// Score is the search's score of the position (Unknown for a move of
	// the random opening, which was not searched). A mate or proven win is
	// written as the search reports it, beyond ±100,000.
	Score int
	// Result is the game's result: 1 a win, 0 a draw, -1 a loss.
	Result int
	// Margin is the final margin in centi-units (discs, points) for a game
	// with one (position.MarginGame), else Unknown.
	Margin int
	// Exact is the position's value under perfect play when the game's
	// solver proved it: the exact margin, or ±1/0 for a game without one;
	// Unknown otherwise.
	Exact int
}

func formatInt(v int) string {
	if v == Unknown {
		return "-"
	}
	return strconv.Itoa(v)
}

func parseInt(s string) (int, error) {
	if s == "-" {
		return Unknown, nil
	}
	return strconv.Atoi(s)
}

// String is the record's line without its newline: the nine fields above
// in order, separated by tabs, "-" for Unknown.
func (r Record) String() string {
	return strings.Join([]string{
		strconv.Itoa(r.Game), strconv.Itoa(r.Ply), strconv.Itoa(r.Side), r.Position, r.Move,
		formatInt(r.Score), strconv.Itoa(r.Result), formatInt(r.Margin), formatInt(r.Exact),
	}, "\t")
}

// ParseRecord reads a record line.
func ParseRecord(line string) (Record, error) {
	f := strings.Split(line, "\t")
	if len(f) != 9 {
		return Record{}, fmt.Errorf("record has %d fields, want 9: %q", len(f), line)
	}
	var r Record
	var err error
	ints := []struct {
		dst *int
		s   string
	}{{&r.Game, f[0]}, {&r.Ply, f[1]}, {&r.Side, f[2]}, {&r.Score, f[5]}, {&r.Result, f[6]}, {&r.Margin, f[7]}, {&r.Exact, f[8]}}
	for _, x := range ints {
		if *x.dst, err = parseInt(x.s); err != nil {
			return Record{}, fmt.Errorf("record field %q: %v", x.s, err)
		}
	}
	if r.Game == Unknown || r.Ply == Unknown || r.Side == Unknown || r.Result == Unknown {
		return Record{}, fmt.Errorf("record lacks its game, ply, side or result: %q", line)
	}
	if r.Side != 0 && r.Side != 1 || r.Result < -1 || r.Result > 1 {
		return Record{}, fmt.Errorf("record's side or result out of range: %q", line)
	}
	r.Position, r.Move = f[3], f[4]
	return r, nil
}

// GameEnd is the closing line of one game: written after its records, so
// a game without it was cut short and is played again on resume.
type GameEnd struct {
	Game   int
	Plies  int // plies the game lasted, opening included
	Result int // the result for the first player: 1, 0 or -1
	Margin int // the margin for the first player, or Unknown
}

// String is the closing line without its newline.
func (e GameEnd) String() string {
	return fmt.Sprintf("%s\t%d\t%d\t%d\t%s", endTag, e.Game, e.Plies, e.Result, formatInt(e.Margin))
}

func parseGameEnd(line string) (GameEnd, error) {
	f := strings.Split(line, "\t")
	if len(f) != 5 {
		return GameEnd{}, fmt.Errorf("game end has %d fields, want 5: %q", len(f), line)
	}
	var e GameEnd
	var err error
	for i, dst := range []*int{&e.Game, &e.Plies, &e.Result, &e.Margin} {
		if *dst, err = parseInt(f[i+1]); err != nil {
			return GameEnd{}, fmt.Errorf("game end field %q: %v", f[i+1], err)
		}
	}
	return e, nil
}

// File is what a record file holds: its header and its complete games.
// Games lists every complete game's records, in file order; Ends their
// closing lines; Complete the byte length of the file up to the end of the
// last complete game (where a resumed run truncates it).
type File struct {
	Header   Header
	Games    [][]Record
	Ends     []GameEnd
	Complete int64
}

// ReadRecordFile reads a record file written by Writer, plain or gzipped (by
// its .gz suffix). Records after the last closing line belong to a game
// cut short and are dropped. A file that holds several runs' headers (shard
// files concatenated) is read when the headers agree but for the shard.
func ReadRecordFile(path string) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		defer z.Close()
		r = z
	}
	out, err := ReadRecords(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return out, nil
}

// ReadRecords reads records from r as ReadRecordFile does.
func ReadRecords(r io.Reader) (*File, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	out := &File{}
	var pending []Record
	var offset int64
	seen := false
	for lineNo := 1; ; lineNo++ {
		line, err := br.ReadString('\n')
		if err == io.EOF {
			// A last line without its newline was cut short.
			break
		}
		if err != nil {
			return nil, err
		}
		offset += int64(len(line))
		line = strings.TrimSuffix(line, "\n")
		switch {
		case strings.HasPrefix(line, headerTag):
			h, err := parseHeader(line)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", lineNo, err)
			}
			if !seen {
				out.Header, seen = h, true
			} else if err := withoutShard(out.Header).Same(withoutShard(h)); err != nil {
				return nil, fmt.Errorf("line %d: another run's header: %v", lineNo, err)
			}
			pending = pending[:0]
			out.Complete = offset
		case strings.HasPrefix(line, endTag):
			e, err := parseGameEnd(line)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", lineNo, err)
			}
			out.Games = append(out.Games, pending)
			out.Ends = append(out.Ends, e)
			pending = nil
			out.Complete = offset
		case line == "" || strings.HasPrefix(line, "#"):
		default:
			if !seen {
				return nil, fmt.Errorf("line %d: a record before the header", lineNo)
			}
			rec, err := ParseRecord(line)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", lineNo, err)
			}
			pending = append(pending, rec)
		}
	}
	if !seen {
		return nil, errors.New("no self-play header")
	}
	return out, nil
}

func withoutShard(h Header) Header {
	out := Header{Game: h.Game, Options: h.Options}
	for _, f := range h.Fields {
		if f[0] != "shard" {
			out.Fields = append(out.Fields, f)
		}
	}
	return out
}

// Writer writes a record file: the header once, then whole games.
type Writer struct {
	w   *bufio.Writer
	err error
}

// NewWriter starts a record file on w with header h. A resumed file that
// already has its header is continued with Continue instead.
func NewWriter(w io.Writer, h Header) *Writer {
	wr := Continue(w)
	fmt.Fprintln(wr.w, h.String())
	return wr
}

// Continue writes further games to a file that has its header already.
func Continue(w io.Writer) *Writer {
	return &Writer{w: bufio.NewWriterSize(w, 1<<16)}
}

// WriteGame writes one game's records and its closing line, and flushes,
// so that a file cut short by a kill holds only whole games before its
// last closing line.
func (w *Writer) WriteGame(recs []Record, end GameEnd) error {
	if w.err != nil {
		return w.err
	}
	for _, r := range recs {
		w.w.WriteString(r.String())
		w.w.WriteByte('\n')
	}
	w.w.WriteString(end.String())
	w.w.WriteByte('\n')
	w.err = w.w.Flush()
	return w.err
}
