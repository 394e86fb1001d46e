package web_test

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/protocol/web"
)

// artifactDir is where the browser test saves its screenshots:
// $TABLA_ARTIFACTS when set (CI keeps that folder), else a temporary
// folder of the test.
func artifactDir(t *testing.T) string {
	dir := os.Getenv("TABLA_ARTIFACTS")
	if dir == "" {
		return t.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestBrowser plays games in a real headless Chromium driven through
// chromedriver's WebDriver protocol: it picks each game in the page's
// form, makes moves by clicking the board's cells (several clicks for a
// compound move), and checks that the engine answers and the board
// follows. It saves a screenshot of each game. Without chromium and
// chromedriver it skips, except under CI (the CI variable set), where it
// fails. It also skips with -short.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the browser test in -short mode (it takes about half a minute)")
	}
	driver, browser, err := findBrowser()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI is set, so the browser test must run: %v", err)
		}
		t.Skipf("skipping the browser test: %v", err)
	}
	srv := web.New(web.Config{Engine: protocol.Config{Log: zerolog.Nop()}, Log: zerolog.Nop()})
	ts := httptest.NewServer(srv)
	defer ts.Close()
	defer srv.Close()
	wd := startWebDriver(t, driver, browser)
	wd.open(ts.URL + "/")
	wd.waitFor("the page", `return document.body.dataset.ready === "1"`, 15*time.Second)
	// The window of the report: everything a move needs must fit.
	wd.setViewport(1280, 900)
	dir := artifactDir(t)
	shot := func(name string, css ...string) {
		p := filepath.Join(dir, "browser-"+name+".png")
		if err := os.WriteFile(p, wd.screenshot(css...), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", p)
	}
	p := &pagePlayer{t: t, wd: wd}

	t.Run("first-visit", func(t *testing.T) {
		p.use(t)
		// The page opens on a game, not on an empty board that asks for
		// a button named otherwise.
		wd.waitFor("the first game", `return document.body.dataset.game === "reversi" && document.querySelectorAll("#layer-hits .hit").length > 0`, 15*time.Second)
		var status string
		wd.exec(`return document.getElementById("status").textContent`, &status)
		if strings.Contains(status, "Pick a game") || !strings.Contains(status, "to move") {
			t.Errorf("status on opening: %q", status)
		}
		// Go's form shows what its deferring defaults mean, never their
		// raw values, and each option's text is short.
		p.openSetup()
		wd.click(`#game option[value="go"]`)
		var form struct {
			Values, Placeholders []string
			Ko                   string
			LongestDoc           int
		}
		wd.exec(`const ids = ["opt-size", "opt-k", "opt-komi"], f = (id) => document.getElementById(id);
			return {Values: ids.map((i) => f(i).value), Placeholders: ids.map((i) => f(i).placeholder),
				Ko: f("opt-ko").selectedOptions[0].textContent,
				LongestDoc: Math.max(...[...document.querySelectorAll(".opt-doc")].map((d) => d.textContent.length))}`, &form)
		for i, v := range form.Values {
			if v != "" || !strings.HasPrefix(form.Placeholders[i], "by the rules") {
				t.Errorf("go's option %d shows %q (placeholder %q), want it empty with its meaning", i, v, form.Placeholders[i])
			}
		}
		if !strings.HasPrefix(form.Ko, "by the rules") {
			t.Errorf("go's ko option shows %q", form.Ko)
		}
		if form.LongestDoc > 160 {
			t.Errorf("an option's text is %d characters long", form.LongestDoc)
		}
		shot("go-form")
		wd.click(`#game option[value="reversi"]`)
	})
	t.Run("hex-edges", func(t *testing.T) {
		p.use(t)
		// Each side's two edges are drawn in its colour, so the board
		// shows who joins which edges.
		p.start("hex", "human", "human")
		var edges struct {
			N      int
			Colors []string
		}
		wd.exec(`const es = [...document.querySelectorAll("#layer-edges .edge")];
			return {N: es.length, Colors: [...new Set(es.map((e) => e.getAttribute("stroke")))]}`, &edges)
		if edges.N != 4 || len(edges.Colors) != 2 {
			t.Errorf("hex edges: %d drawn in colours %v, want 4 in two colours", edges.N, edges.Colors)
		}
		shot("hex-edges")
	})
	t.Run("reversi", func(t *testing.T) {
		p.use(t)
		p.start("reversi", "human", "engine")
		for i := 0; i < 3; i++ {
			p.playByClicks(true)
		}
		// A click on an occupied cell plays nothing, and says why.
		p.waitHuman()
		var taken string
		wd.exec(`return window.tabla.app.state.pieces[0].cell`, &taken)
		wd.click(fmt.Sprintf(`#layer-hits [data-cell="%s"]`, taken))
		var msg string
		wd.exec(`return document.getElementById("message").textContent`, &msg)
		if want := taken + " is occupied"; !strings.HasPrefix(msg, want) {
			t.Errorf("after a click on the occupied %s the message is %q, want %q...", taken, msg, want)
		}
		// A move typed in notation, then one refused with a message that
		// shows without scrolling.
		legal := p.legal()
		p.typeMove(legal[len(legal)-1].Text, true)
		wd.exec(`window.scrollTo(0, 0)`, nil)
		p.typeMove("z9", false)
		p.inView("#message")
		shot("reversi-illegal")
		// The legal move list opens in view too, under the message.
		wd.click("#legalbtn")
		p.inView("#legallist")
		var list string
		wd.exec(`return document.getElementById("legallist").textContent`, &list)
		if want := strings.Join(moveTexts(p.legal()), " "); list != want {
			t.Errorf("legal move list %q, want %q", list, want)
		}
		shot("reversi-legal")
		wd.click("#legalbtn")
		// Undo takes back the engine's answer and the person's move.
		ply := p.ply()
		wd.click("#undo")
		wd.waitFor("undo", fmt.Sprintf(`return document.body.dataset.ply === "%d"`, ply-2), 10*time.Second)
		p.checkBoard()
		shot("reversi")
	})
	t.Run("forced-pass", func(t *testing.T) {
		p.use(t)
		// Black's lone disc on b1 cannot flank White's corner disc: pass
		// is Black's only move, and the page plays it by itself.
		p.start("reversi", "human", "human")
		wd.exec(`const f = document.getElementById("posfield"); f.focus(); f.value = "";`, nil)
		wd.sendKeys("#posfield", "WB6/8/8/8/8/8/8/8 b")
		wd.click("#loadpos")
		wd.waitFor("the automatic pass", `const s = window.tabla.app.state; return s.moves.join(" ") === "pass" && s.tomove === 1`, 10*time.Second)
		var note struct {
			Text string
			Note bool
		}
		wd.exec(`const m = document.getElementById("message"); return {Text: m.textContent, Note: m.classList.contains("note")}`, &note)
		if note.Text != "black has no legal move and plays pass." || !note.Note {
			t.Errorf("after the automatic pass the message is %+v", note)
		}
		p.inView("#message")
		shot("reversi-forced-pass")
	})
	t.Run("amazons", func(t *testing.T) {
		p.use(t)
		p.start("amazons", "human", "engine")
		for i := 0; i < 2; i++ {
			p.playByClicks(true)
		}
		p.checkMovable(4) // every queen can move
		shot("amazons")
	})
	t.Run("nine-mens-morris", func(t *testing.T) {
		p.use(t)
		p.start("nine-mens-morris", "human", "engine")
		for i := 0; i < 4; i++ {
			p.playByClicks(true)
		}
		shot("nine-mens-morris")
		// A mill and its removal are one move built by three clicks: a
		// flying example, where a7-d1 closes a1-d1-g1.
		p.start("nine-mens-morris", "human", "human")
		p.loadPosition("W1B/1B1/B2/6/3/1B1/W1W w 0 0 0")
		p.checkMovable(3) // white's three pieces, flying
		shot("nine-mens-morris-movable")
		wd.click(`#layer-hits [data-cell="a7"]`)
		wd.waitFor("the first click", `return document.body.dataset.selected === "a7"`, 5*time.Second)
		wd.click(`#layer-hits [data-cell="d1"]`)
		wd.waitFor("the second click", `return document.body.dataset.selected === "a7 d1"`, 5*time.Second)
		var targets string
		wd.exec(`return document.body.dataset.targets`, &targets)
		if got := strings.Fields(targets); len(got) != 4 {
			t.Errorf("after a7 and d1 the page offers %q, want the 4 black pieces", targets)
		}
		wd.click(`#layer-hits [data-cell="g7"]`)
		p.waitPly(1)
		var moves []string
		wd.exec(`return window.tabla.app.state.moves`, &moves)
		if len(moves) != 1 || moves[0] != "a7-d1xg7" {
			t.Errorf("moves %v, want [a7-d1xg7]", moves)
		}
		p.checkBoard()
		shot("nine-mens-morris-removal")
	})
	t.Run("chain-capture", func(t *testing.T) {
		p.use(t)
		// A loaded checkers position where white's man on 21 must jump
		// twice, over 14 and then to 5 or 7.
		p.start("checkers", "human", "human")
		p.loadPosition("1w3w1w/w3w1w1/1w5w/2w3b1/3b4/b3b1b1/8/b1b1W1b1 w 0")
		wd.click(`#layer-hits [data-cell="21"]`)
		// Every chain from 21 goes over 14: the page takes it at once.
		wd.waitFor("the forced step", `return document.body.dataset.selected === "21 14"`, 5*time.Second)
		var targets string
		wd.exec(`return document.body.dataset.targets`, &targets)
		if targets != "5 7" && targets != "7 5" {
			t.Errorf("after 21 and 14 the page offers %q, want 5 and 7", targets)
		}
		shot("chain-capture")
		wd.click(`#layer-hits [data-cell="7"]`)
		p.waitPly(1)
		var moves []string
		wd.exec(`return window.tabla.app.state.moves`, &moves)
		if len(moves) != 1 || moves[0] != "21x14x7" {
			t.Errorf("moves %v, want [21x14x7]", moves)
		}
		p.checkBoard()
	})
	t.Run("choices", func(t *testing.T) {
		p.use(t)
		// Apex: a drop on a1 is complete, and also the start of drops
		// that slide on; clicking a1 again plays the plain drop.
		p.start("apex", "human", "human")
		wd.click(`#layer-hits [data-cell="a1"]`)
		p.expectOffer("@a1", "a2")
		wd.click(`#layer-hits [data-cell="a1"]`)
		p.waitPly(1)
		// Product: one cell, two colours to choose from.
		p.start("product", "human", "human")
		wd.click(`#layer-hits [data-cell="e5"]`)
		p.expectOffer("We5", "")
		wd.click(`#chooser button[data-move="We5"]`)
		p.waitPly(1)
		// Go: pass names no cell and is a button. The title names the
		// rule set in force.
		p.start("go", "human", "human")
		var title string
		wd.exec(`return document.getElementById("title").textContent`, &title)
		if !strings.HasPrefix(title, "Go: standard rules") || !strings.Contains(title, "9×9") {
			t.Errorf("go's title %q does not name the rule set and the board", title)
		}
		shot("go-rules")
		wd.click(`#chooser button[data-move="pass"]`)
		p.waitPly(1)
		var last string
		wd.exec(`return window.tabla.app.state.lastmove`, &last)
		if last != "pass" {
			t.Errorf("last move %q, want pass", last)
		}
	})
	t.Run("engine-vs-engine", func(t *testing.T) {
		p.use(t)
		p.start("chomp", "engine", "engine")
		wd.waitFor("the end of the game", `return document.body.dataset.result !== "none"`, 30*time.Second)
		var final string
		wd.exec(`const f = document.querySelector("#stats .stat-final"); return f ? f.textContent : ""`, &final)
		if !strings.Contains(final, "game time") {
			t.Errorf("no final statistics: %q", final)
		}
		var rows int
		wd.exec(`return document.querySelectorAll("#statstable tr").length`, &rows)
		if rows < 5 { // header, time and nodes per side, and both together
			t.Errorf("statistics table has %d rows", rows)
		}
		var status string
		wd.exec(`return document.getElementById("status").textContent`, &status)
		if !strings.Contains(status, "Game over") {
			t.Errorf("status after the game: %q", status)
		}
		shot("engine-vs-engine")
		wd.exec(`document.getElementById("stats").parentElement.scrollIntoView()`, nil)
		shot("engine-vs-engine-stats", "aside")
	})
	t.Run("every-game-draws", func(t *testing.T) {
		p.use(t)
		for _, g := range position.Games() {
			p.start(g.ID, "human", "human")
			p.checkBoard()
			shot("board-" + g.ID)
			if g.ID == "quoridor" {
				// The pawn's three steps are marked, though every wall
				// slot could start a move too.
				var dots string
				wd.exec(`return [...document.querySelectorAll("#layer-marks .mark-start")].map((d) => d.getAttribute("data-cell")).sort().join(" ")`, &dots)
				if dots != "d1 e2 f1" {
					t.Errorf("quoridor's start marks are on %q, want d1 e2 f1", dots)
				}
			}
		}
	})
}

// pagePlayer plays through the page as a person would.
type pagePlayer struct {
	t  *testing.T
	wd *webDriver
}

// use makes t the test that p and its browser report to.
func (p *pagePlayer) use(t *testing.T) {
	p.t = t
	p.wd.t = t
}

// start picks a game and the players in the setup form and starts it.
func (p *pagePlayer) start(game, p1, p2 string) {
	p.t.Helper()
	wd := p.wd
	p.openSetup()
	wd.click(fmt.Sprintf(`#game option[value="%s"]`, game))
	wd.click(fmt.Sprintf(`#who0 option[value="%s"]`, p1))
	wd.click(fmt.Sprintf(`#who1 option[value="%s"]`, p2))
	for i, who := range []string{p1, p2} {
		if who == "engine" {
			wd.click(fmt.Sprintf(`#level%d option[value="0"]`, i)) // the quickest level
		}
	}
	var before string
	wd.exec(`return document.body.dataset.version + "/" + (document.body.dataset.session || "")`, &before)
	wd.click("#start")
	wd.waitFor("the new game of "+game, fmt.Sprintf(
		`return document.body.dataset.game === %q && document.body.dataset.version + "/" + document.body.dataset.session !== %q && document.querySelectorAll("#layer-hits .hit").length > 0`,
		game, before), 15*time.Second)
	if p1 == "human" {
		p.waitHuman()
	}
	// The form folds away, so the engine panel shows at the top; the
	// title names the game with no option placeholders.
	var open bool
	wd.exec(`return document.getElementById("setup").open`, &open)
	if open {
		p.t.Errorf("the New game form is still open after the start of %s", game)
	}
	// The move box and the message line under it fit in the window too.
	wd.exec(`window.scrollTo(0, 0)`, nil)
	p.inView("#thinking")
	p.inView("#moveform")
	p.inView("#message")
	var title string
	wd.exec(`return document.getElementById("title").textContent`, &title)
	if strings.Contains(title, "=") {
		p.t.Errorf("the title of %s with its default options shows raw settings: %q", game, title)
	}
}

// openSetup opens the New game form, as clicking its summary line does.
func (p *pagePlayer) openSetup() {
	p.t.Helper()
	var open bool
	p.wd.exec(`return document.getElementById("setup").open`, &open)
	if !open {
		p.wd.click("#setup > summary")
	}
}

// inView checks that the element matching css is shown and lies wholly
// within the viewport as it is scrolled now.
func (p *pagePlayer) inView(css string) {
	p.t.Helper()
	var r struct {
		Top, Bottom, Left, Right, W, H, VW, VH float64
	}
	p.wd.exec(fmt.Sprintf(`const b = document.querySelector(%q).getBoundingClientRect();
		return {Top: b.top, Bottom: b.bottom, Left: b.left, Right: b.right, W: b.width, H: b.height, VW: window.innerWidth, VH: window.innerHeight};`, css), &r)
	if r.W == 0 || r.H == 0 || r.Top < 0 || r.Left < 0 || r.Bottom > r.VH || r.Right > r.VW {
		p.t.Errorf("%s is not within the %gx%g viewport: top %g bottom %g left %g right %g (%gx%g)",
			css, r.VW, r.VH, r.Top, r.Bottom, r.Left, r.Right, r.W, r.H)
	}
}

// checkMovable checks that n pieces are ringed as pieces that can move,
// each on a cell that holds a piece of the side to move.
func (p *pagePlayer) checkMovable(n int) {
	p.t.Helper()
	var res struct {
		Rings int
		Bad   string
	}
	p.wd.exec(`
		const a = window.tabla.app;
		let bad = "";
		const rings = document.querySelectorAll("#layer-marks .mark-movable");
		for (const r of rings) {
			const c = r.getAttribute("data-cell");
			if (!a.state.pieces.some((pc) => pc.cell === c && pc.side === a.state.tomove)) bad += c + " ";
		}
		return {Rings: rings.length, Bad: bad};`, &res)
	if res.Rings != n || res.Bad != "" {
		p.t.Errorf("%d pieces ringed as movable, want %d (not the mover's pieces: %s)", res.Rings, n, res.Bad)
	}
}

func moveTexts(ms []web.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Text
	}
	return out
}

// loadPosition types pos into the page's position field and loads it. The
// field is focused first: the page refreshes an unfocused field with every
// state it receives, which would mix with the typed text.
func (p *pagePlayer) loadPosition(pos string) {
	p.t.Helper()
	wd := p.wd
	wd.exec(`const f = document.getElementById("posfield"); f.focus(); f.value = "";`, nil)
	wd.sendKeys("#posfield", pos)
	wd.click("#loadpos")
	wd.waitFor("the loaded position", fmt.Sprintf(`return window.tabla.app.state.position === %q`, pos), 10*time.Second)
}

func (p *pagePlayer) ply() int {
	var n int
	p.wd.exec(`return Number(document.body.dataset.ply)`, &n)
	return n
}

func (p *pagePlayer) waitHuman() {
	p.t.Helper()
	p.wd.waitFor("the person's turn", `return document.body.dataset.human === "1" || document.body.dataset.result !== "none"`, 30*time.Second)
}

func (p *pagePlayer) legal() []web.Move {
	var moves []web.Move
	p.wd.exec(`return window.tabla.app.snap.legal`, &moves)
	return moves
}

// playByClicks plays a legal move naming the most cells by clicking them
// one by one, checks that each click leaves the right cells selectable,
// and waits for the engine's answer if engineReplies.
func (p *pagePlayer) playByClicks(engineReplies bool) {
	p.t.Helper()
	wd := p.wd
	p.waitHuman()
	var over string
	wd.exec(`return document.body.dataset.result`, &over)
	if over != "none" {
		p.t.Fatalf("the game ended early (%s)", over)
	}
	legal := p.legal()
	var move web.Move
	for _, m := range legal {
		if len(m.Cells) > len(move.Cells) {
			move = m
		}
	}
	if len(move.Cells) == 0 {
		p.t.Fatalf("no legal move names a cell: %v", legal)
	}
	ply := p.ply()
	settled := func() {
		// Wait until the page has taken the click in: the move is on
		// its way or played, or the cells selected so far are shown.
		wd.waitFor("the page to take a click", `return document.body.dataset.sending !== "1"`, 30*time.Second)
	}
	for i, c := range move.Cells {
		settled()
		var sel string
		var played bool
		wd.exec(fmt.Sprintf(`return document.body.dataset.ply !== "%d"`, ply), &played)
		if played {
			break // the clicks so far determined the move
		}
		wd.exec(`return document.body.dataset.selected`, &sel)
		if sel == strings.Join(move.Cells[:i+1], " ") {
			continue // the page chose this cell itself: the only one possible
		}
		if i > 0 {
			var targets string
			wd.exec(`return document.body.dataset.targets`, &targets)
			if !strings.Contains(" "+targets+" ", " "+c+" ") {
				p.t.Fatalf("after clicking %v, %s is not offered (offered: %s)", move.Cells[:i], c, targets)
			}
		}
		wd.click(fmt.Sprintf(`#layer-hits [data-cell="%s"]`, c))
	}
	settled()
	// Moves that end on the same cells (a drop with or without a slide,
	// a step with or without a bomb) are told apart by a button.
	var played bool
	wd.exec(fmt.Sprintf(`return document.body.dataset.ply !== "%d"`, ply), &played)
	if !played {
		wd.click(fmt.Sprintf(`#chooser button[data-move="%s"]`, move.Text))
	}
	want := ply + 1
	if engineReplies {
		want = ply + 2
	}
	wd.waitFor("the move "+move.Text+" and the engine's answer", fmt.Sprintf(
		`return Number(document.body.dataset.ply) >= %d || document.body.dataset.result !== "none"`, want), 30*time.Second)
	var moves []string
	wd.exec(`return window.tabla.app.state.moves`, &moves)
	if len(moves) <= ply || moves[ply] != move.Text {
		p.t.Fatalf("after clicking %v the moves are %v, want %s at ply %d", move.Cells, moves, move.Text, ply+1)
	}
	if engineReplies && len(moves) >= ply+2 {
		var rec struct {
			Engine bool   `json:"engine"`
			Move   string `json:"move"`
		}
		wd.exec(fmt.Sprintf(`return window.tabla.app.snap.history[%d]`, ply+1), &rec)
		if !rec.Engine || rec.Move != moves[ply+1] {
			p.t.Errorf("the answer to %s: %+v, want the engine's move %s", move.Text, rec, moves[ply+1])
		}
		var thinking string
		wd.exec(`return document.getElementById("thinking").textContent`, &thinking)
		if !strings.Contains(thinking, "depth") || !strings.Contains(thinking, "nodes") {
			p.t.Errorf("the engine's thinking is not shown: %q", thinking)
		}
	}
	p.checkBoard()
}

// expectOffer checks that the chooser offers move and, if target is not
// empty, that target is marked as a cell that can come next.
func (p *pagePlayer) expectOffer(move, target string) {
	p.t.Helper()
	p.wd.waitFor("the offer of "+move, fmt.Sprintf(`return !!document.querySelector('#chooser button[data-move="%s"]')`, move), 10*time.Second)
	if target == "" {
		return
	}
	var targets string
	p.wd.exec(`return document.body.dataset.targets`, &targets)
	if !strings.Contains(" "+targets+" ", " "+target+" ") {
		p.t.Errorf("%s is not marked as a next cell (marked: %s)", target, targets)
	}
}

func (p *pagePlayer) waitPly(n int) {
	p.t.Helper()
	p.wd.waitFor(fmt.Sprintf("ply %d", n), fmt.Sprintf(`return document.body.dataset.ply === "%d"`, n), 15*time.Second)
}

// typeMove plays a move typed in the text box; a refused move must leave
// the position alone and show why.
func (p *pagePlayer) typeMove(text string, legal bool) {
	p.t.Helper()
	wd := p.wd
	p.waitHuman()
	ply := p.ply()
	wd.exec(`document.getElementById("movetext").value = ""; document.getElementById("message").textContent = ""`, nil)
	wd.sendKeys("#movetext", text)
	wd.click("#playtyped")
	if legal {
		wd.waitFor("the typed move "+text, fmt.Sprintf(`return Number(document.body.dataset.ply) > %d`, ply), 30*time.Second)
		p.waitHuman()
		return
	}
	wd.waitFor("the refusal of "+text, `return document.getElementById("message").textContent !== ""`, 10*time.Second)
	if got := p.ply(); got != ply {
		p.t.Errorf("a refused move changed the ply from %d to %d", ply, got)
	}
}

// checkBoard checks that the board shows the state: one drawn piece per
// piece of the state, on its cell, and one click target per cell.
func (p *pagePlayer) checkBoard() {
	p.t.Helper()
	var res struct {
		Pieces, Drawn, Cells, Hits int
		Missing                    string
	}
	p.wd.exec(`
		const a = window.tabla.app;
		const drawn = document.querySelectorAll("#layer-pieces .piece");
		let missing = "";
		for (const pc of a.state.pieces) {
			if (!document.querySelector('#layer-pieces [data-piece="' + pc.cell + '"][data-kind="' + pc.kind + '"]')) missing += pc.cell + " ";
		}
		return {Pieces: a.state.pieces.length, Drawn: drawn.length, Cells: a.layout.cells.length,
			Hits: document.querySelectorAll("#layer-hits .hit").length, Missing: missing};`, &res)
	if res.Pieces != res.Drawn || res.Missing != "" {
		p.t.Errorf("the state has %d pieces, the board draws %d (missing: %s)", res.Pieces, res.Drawn, res.Missing)
	}
	if res.Cells != res.Hits || res.Cells == 0 {
		p.t.Errorf("the layout has %d cells, the board has %d click targets", res.Cells, res.Hits)
	}
}
