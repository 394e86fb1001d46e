// tabla's browser front. Everything about a game comes from the server:
// the board's geometry (the engine's "layout" JSON), the position (its
// "state" JSON) and the legal moves, each with the cells it names in
// order. Nothing here knows any game's rules or drawing.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

const app = {
  games: [],        // from /api/games
  presets: [],
  defaultLevel: {},
  id: "",           // session id
  layout: null,
  geo: new Map(),   // cell id -> cell
  snap: null,       // the latest snapshot
  state: null,      // snap.state
  sel: [],          // cells clicked so far for the move being built
  sending: false,
  events: null,     // EventSource
  coords: true,
  thinking: null,
};

// ---------- small helpers ----------

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k);
  return e;
}

function svg(tag, attrs, parent) {
  const e = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v !== undefined && v !== null) e.setAttribute(k, v);
  }
  if (parent) parent.appendChild(e);
  return e;
}

async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, opts);
  } catch (e) {
    throw new Error("the server cannot be reached (" + e.message + ")");
  }
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (e) { /* not JSON */ }
  if (!res.ok) {
    throw new Error((data && data.error) || text || res.statusText);
  }
  return data;
}

// say shows a message under the move box: a refusal or an error, or with
// note set a notice (an automatic pass).
function say(msg, note) {
  const m = $("message");
  m.textContent = msg || "";
  m.classList.toggle("note", !!note);
}

function fmtInt(n) { return Math.round(Number(n || 0)).toLocaleString("en-US"); }

function fmtMs(ms) {
  ms = Number(ms || 0);
  if (ms < 1000) return Math.round(ms) + " ms";
  if (ms < 60000) return (ms / 1000).toFixed(ms < 10000 ? 2 : 1) + " s";
  const m = Math.floor(ms / 60000), s = Math.round((ms % 60000) / 1000);
  return m + " min " + s + " s";
}

// fmtScore renders the protocol's score ("cp 35", "mate -3") for people.
function fmtScore(score) {
  if (!score) return "";
  const f = score.split(" ");
  const n = Number(f[1]);
  let s;
  if (f[0] === "mate") s = n > 0 ? "wins in " + n : "loses in " + -n;
  else s = (n >= 0 ? "+" : "") + (n / 100).toFixed(2);
  if (f[2] === "lowerbound") s = "≥ " + s;
  if (f[2] === "upperbound") s = "≤ " + s;
  return s;
}

function sideName(i) {
  if (app.snap) return app.snap.sides[i];
  return i === 0 ? "p1" : "p2";
}

// ---------- colours ----------

const NAMED = {
  black: "#1e1e1e", white: "#f7f7f2", red: "#c62f2f", blue: "#2c62c4", pink: "#e07ab0",
  green: "#2f8a3e", yellow: "#e8c21a", orange: "#e8801a", purple: "#7a3fb0", brown: "#7b4a26",
  gray: "#8a8a8a", grey: "#8a8a8a",
};
const DEFAULT_SIDE = ["#c62f2f", "#2c62c4"];
const DARK_NEUTRAL = new Set(["wall", "walls", "block", "blocked", "arrow", "hole", "line", "burnt", "removed"]);

// sideColor is a side's colour: its name when the name is a colour
// (black, white, red, blue...), otherwise red for p1 and blue for p2.
function sideColor(i) {
  const name = (sideName(i) || "").toLowerCase();
  return NAMED[name] || DEFAULT_SIDE[i] || "#888";
}

const colorProbe = document.createElement("canvas").getContext("2d");

// isColor reports whether a word is a CSS colour name (white, chocolate).
function isColor(word) {
  if (!/^[a-z]+$/.test(word)) return false;
  colorProbe.fillStyle = "#010203";
  colorProbe.fillStyle = word;
  return colorProbe.fillStyle !== "#010203";
}

// neutralColor colours a piece that belongs to no side, from its kind:
// the colour it names if it names one, dark grey for walls and the like,
// otherwise a muted colour of its own.
function neutralColor(kind) {
  const k = (kind || "").toLowerCase();
  if (NAMED[k]) return NAMED[k];
  if (isColor(k)) return k;
  if (DARK_NEUTRAL.has(k)) return "#4a4a4a";
  let h = 0;
  for (const c of k) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return "hsl(" + (h % 360) + ", 38%, 52%)";
}

// inkOn is black or white, whichever reads better on color.
function inkOn(color) {
  colorProbe.fillStyle = color;
  const hex = colorProbe.fillStyle; // normalised to #rrggbb
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return "#000";
  const r = parseInt(hex.slice(1, 3), 16), g = parseInt(hex.slice(3, 5), 16), b = parseInt(hex.slice(5, 7), 16);
  return 0.299 * r + 0.587 * g + 0.114 * b > 140 ? "#111" : "#fff";
}

// ---------- moves built by clicks ----------

// narrow returns the legal moves whose cells start with sel, those that
// end there (complete), and the cells that can come next.
function narrow(sel) {
  const cands = [], complete = [], next = new Set();
  for (const m of legalMoves()) {
    const c = m.c;
    if (c.length < sel.length) continue;
    let ok = true;
    for (let i = 0; i < sel.length; i++) if (c[i] !== sel[i]) { ok = false; break; }
    if (!ok) continue;
    if (sel.length === 0 && c.length === 0) continue; // buttons, not clicks
    cands.push(m);
    if (c.length === sel.length) complete.push(m);
    else next.add(c[sel.length]);
  }
  return { cands, complete, next };
}

function legalMoves() { return (app.snap && app.snap.legal) || []; }

function humanToMove() {
  const s = app.snap;
  if (!s || !app.state || app.state.result !== "none") return false;
  return !s.players[app.state.tomove].engine;
}

// click handles a click on a cell: it extends the move being built, or
// starts a new one there, then plays the move once one is determined.
function click(id) {
  if (!humanToMove() || app.sending) return;
  say("");
  const now = narrow(app.sel);
  const last = app.sel[app.sel.length - 1];
  if (app.sel.length > 0 && id === last && !now.next.has(id)) {
    // Clicking the last cell again confirms the move that ends there.
    if (now.complete.length === 1) send(now.complete[0].t);
    return;
  }
  if (now.next.has(id)) {
    app.sel = app.sel.concat([id]);
  } else if (narrow([id]).cands.length > 0) {
    app.sel = [id];
  } else {
    // Nothing happens on the board, so say why.
    app.sel = [];
    drawMarks();
    say(occupied(id) ? id + " is occupied: no move of yours starts or ends there." : "No move of yours starts at " + id + ".", true);
    return;
  }
  for (;;) {
    const st = narrow(app.sel);
    if (st.cands.length === 1) {
      send(st.cands[0].t);
      return;
    }
    if (st.complete.length === 0 && st.next.size === 1) {
      // Only one cell can come next: take it.
      app.sel = app.sel.concat([...st.next]);
      continue;
    }
    break;
  }
  drawMarks();
  drawChooser();
}

function clearSelection() {
  app.sel = [];
  drawMarks();
  drawChooser();
}

async function send(move) {
  if (!app.id) return;
  app.sending = true;
  drawControls();
  try {
    const snap = await api("POST", "/api/sessions/" + app.id + "/move", { move });
    app.sel = [];
    $("movetext").value = "";
    apply(snap);
  } catch (e) {
    say(e.message);
    app.sel = [];
    drawMarks();
    drawChooser();
  } finally {
    app.sending = false;
    drawMarks();
    drawChooser();
    drawControls();
  }
}

// ---------- the board ----------

const HEX_R = 1 / Math.sqrt(3); // circumradius of a hex of width 1

function hexPoints(x, y, scale) {
  const r = HEX_R * (scale || 1);
  const pts = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 180) * (-90 + 60 * k);
    pts.push((x + r * Math.cos(a)).toFixed(4) + "," + (y + r * Math.sin(a)).toFixed(4));
  }
  return pts.join(" ");
}

function drawBoard() {
  const L = app.layout;
  const board = $("board");
  board.replaceChildren();
  app.geo = new Map();
  if (!L) return;
  for (const c of L.cells) app.geo.set(c.id, c);
  const pad = 1.3;
  board.setAttribute("viewBox", [-pad, -pad, L.width + 2 * pad, L.height + 2 * pad].map((v) => v.toFixed(3)).join(" "));
  const bg = svg("rect", { class: "bg", x: -pad, y: -pad, width: L.width + 2 * pad, height: L.height + 2 * pad }, board);
  bg.addEventListener("click", clearSelection);

  const base = svg("g", { id: "layer-base" }, board);
  if (!L.cells.some((c) => c.kind === "hex")) {
    // Under points and lines, and between the squares of a board that
    // lists only some (the dark squares of checkers): the board itself.
    const pointsOnly = !L.cells.some((c) => c.kind === "square");
    svg("rect", { class: "cell-square board-bg", x: 0, y: 0, width: L.width, height: L.height, rx: pointsOnly ? 0.15 : 0 }, base);
  }
  const order = { square: 0, hex: 0, segment: 2, point: 3 };
  const cells = [...L.cells].sort((a, b) => (order[a.kind] ?? 1) - (order[b.kind] ?? 1));
  // Area cells first, then the drawn lines, then segments and points.
  for (const c of cells) {
    if (c.kind === "square") {
      svg("rect", { class: "cell-square" + (c.shade ? " shade" : ""), x: c.x - 0.5, y: c.y - 0.5, width: 1, height: 1 }, base);
    } else if (c.kind === "hex") {
      svg("polygon", { class: "cell-hex" + (c.shade ? " shade" : ""), points: hexPoints(c.x, c.y) }, base);
    }
  }
  for (const ln of L.lines || []) {
    const a = app.geo.get(ln.from), b = app.geo.get(ln.to);
    if (a && b) svg("line", { class: "boardline", x1: a.x, y1: a.y, x2: b.x, y2: b.y }, base);
  }
  for (const c of cells) {
    if (c.kind === "segment") svg("line", { class: "cell-segment", x1: c.x, y1: c.y, x2: c.x2, y2: c.y2 }, base);
    else if (c.kind === "point") svg("circle", { class: "cell-point", cx: c.x, cy: c.y, r: 0.07 }, base);
  }
  drawEdges(svg("g", { id: "layer-edges" }, board));
  svg("g", { id: "layer-coords" }, board);
  svg("g", { id: "layer-pieces" }, board);
  svg("g", { id: "layer-marks" }, board);
  const hits = svg("g", { id: "layer-hits" }, board);
  // Click targets, last so they are on top; segments after areas and
  // points after segments, so the smaller target wins where they meet.
  for (const c of cells) {
    let h;
    if (c.kind === "segment") h = svg("line", { x1: c.x, y1: c.y, x2: c.x2, y2: c.y2 }, hits);
    else if (c.kind === "hex") h = svg("polygon", { points: hexPoints(c.x, c.y) }, hits);
    else if (c.kind === "point") h = svg("circle", { cx: c.x, cy: c.y, r: 0.42 }, hits);
    else h = svg("rect", { x: c.x - 0.5, y: c.y - 0.5, width: 1, height: 1 }, hits);
    h.setAttribute("class", "hit");
    h.setAttribute("data-cell", c.id);
    const t = svg("title", {}, h);
    t.textContent = c.id;
    h.addEventListener("click", (ev) => { ev.stopPropagation(); click(c.id); });
  }
  drawCoords();
}

// drawEdges draws the board edges that belong to a side (Hex) as strips
// in the side's colour, just outside the edge's cells.
function drawEdges(g) {
  const L = app.layout;
  if (!L.edges || !L.edges.length) return;
  let cx = 0, cy = 0, n = 0;
  for (const c of L.cells) if (c.kind !== "segment") { cx += c.x; cy += c.y; n++; }
  if (!n) return;
  cx /= n; cy /= n;
  for (const e of L.edges) {
    const pts = e.cells.map((id) => app.geo.get(id)).filter(Boolean);
    if (!pts.length) continue;
    let ex = 0, ey = 0;
    for (const p of pts) { ex += p.x; ey += p.y; }
    ex /= pts.length; ey /= pts.length;
    let dx = ex - cx, dy = ey - cy;
    const len = Math.hypot(dx, dy) || 1;
    dx /= len; dy /= len;
    const off = 0.64;
    const color = sideColor(e.side);
    if (pts.length === 1) {
      svg("circle", { cx: pts[0].x + dx * off, cy: pts[0].y + dy * off, r: 0.16, style: "fill:" + color, class: "edge" }, g)
        .appendChild(titleOf(e.name + " (" + sideName(e.side) + ")"));
      continue;
    }
    const line = svg("polyline", {
      class: "edge", stroke: color,
      points: pts.map((p) => (p.x + dx * off).toFixed(3) + "," + (p.y + dy * off).toFixed(3)).join(" "),
    }, g);
    line.appendChild(titleOf(e.name + " (" + sideName(e.side) + ")"));
  }
}

function titleOf(text) {
  const t = document.createElementNS(SVGNS, "title");
  t.textContent = text;
  return t;
}

// drawCoords names the cells: along the board's edges when the names are
// file letters and rank numbers (a1, k11), otherwise inside each cell.
function drawCoords() {
  const g = $("layer-coords");
  if (!g) return;
  g.replaceChildren();
  if (!app.coords || !app.layout) return;
  const areas = app.layout.cells.filter((c) => c.kind !== "segment");
  const chess = areas.filter((c) => /^[a-z]+[0-9]+$/.test(c.id));
  if (chess.length && chess.length >= areas.length / 2) {
    const ranks = new Map(), files = new Map();
    for (const c of chess) {
      const [, f, r] = c.id.match(/^([a-z]+)([0-9]+)$/);
      if (!ranks.has(r) || c.x < ranks.get(r).x) ranks.set(r, c);
      if (!files.has(f) || c.y > files.get(f).y) files.set(f, c);
    }
    // Names in the margins, like a chessboard's; a hex board's rows and
    // columns slant, so there each name goes next to its own row's end.
    const slanted = areas.some((c) => c.kind === "hex");
    const left = Math.min(...chess.map((c) => c.x)), bottom = Math.max(...chess.map((c) => c.y));
    for (const [r, c] of ranks) {
      const x = (slanted ? c.x : left) - 0.95;
      svg("text", { class: "coord", x, y: c.y + 0.13, "text-anchor": "end" }, g).textContent = r;
    }
    for (const [f, c] of files) {
      const y = (slanted ? c.y : bottom) + 1.15;
      svg("text", { class: "coord", x: c.x, y, "text-anchor": "middle" }, g).textContent = f;
    }
    return;
  }
  for (const c of areas) {
    svg("text", { class: "cellname", x: c.x - 0.45, y: c.y - 0.27 }, g).textContent = c.id;
  }
}

// drawPieces draws the state's pieces: a disc in its side's colour for a
// side's piece (lettered when the side has several kinds), a filled cell
// for a neutral piece, a thick line on a segment.
function drawPieces() {
  const g = $("layer-pieces");
  if (!g) return;
  g.replaceChildren();
  const st = app.state;
  if (!st) return;
  const kindsOf = (side) => ((app.layout.sides[side] || {}).pieces || []).map((p) => p.kind);
  for (const p of st.pieces || []) {
    const c = app.geo.get(p.cell);
    if (!c) continue;
    const grp = svg("g", { class: "piece", "data-piece": p.cell, "data-side": p.side, "data-kind": p.kind }, g);
    grp.appendChild(titleOf(p.cell + ": " + (p.side >= 0 ? sideName(p.side) + " " : "") + p.kind));
    if (c.kind === "segment") {
      const color = p.side >= 0 ? sideColor(p.side) : neutralColor(p.kind);
      svg("line", { x1: c.x, y1: c.y, x2: c.x2, y2: c.y2, stroke: color, "stroke-width": 0.16, "stroke-linecap": "round" }, grp);
      continue;
    }
    if (p.side < 0) {
      const color = neutralColor(p.kind);
      if (c.kind === "square") svg("rect", { x: c.x - 0.46, y: c.y - 0.46, width: 0.92, height: 0.92, rx: 0.06, fill: color }, grp);
      else if (c.kind === "hex") svg("polygon", { points: hexPoints(c.x, c.y, 0.9), fill: color }, grp);
      else svg("rect", { x: c.x - 0.24, y: c.y - 0.24, width: 0.48, height: 0.48, fill: color, stroke: "#333", "stroke-width": 0.03 }, grp);
      const k = (p.kind || "").toLowerCase();
      if (!NAMED[k] && !isColor(k) && !DARK_NEUTRAL.has(k) && c.kind !== "point") {
        svg("text", { x: c.x, y: c.y + 0.14, "text-anchor": "middle", "font-size": 0.4, fill: inkOn(color) }, grp).textContent = k.charAt(0).toUpperCase();
      }
      if (k === "arrow") {
        svg("path", { d: `M${c.x - 0.25},${c.y - 0.25}L${c.x + 0.25},${c.y + 0.25}M${c.x + 0.25},${c.y - 0.25}L${c.x - 0.25},${c.y + 0.25}`, stroke: "#ddd", "stroke-width": 0.07 }, grp);
      }
      continue;
    }
    const color = sideColor(p.side);
    const r = c.kind === "point" ? 0.4 : 0.38;
    svg("circle", { cx: c.x, cy: c.y, r, fill: color, stroke: inkOn(color) === "#111" ? "#555" : "#000", "stroke-width": 0.04 }, grp);
    const kinds = kindsOf(p.side);
    if (kinds.length > 1 && kinds.indexOf(p.kind) > 0) {
      svg("circle", { cx: c.x, cy: c.y, r: r - 0.08, fill: "none", stroke: inkOn(color), "stroke-width": 0.03 }, grp);
      svg("text", { x: c.x, y: c.y + 0.13, "text-anchor": "middle", "font-size": 0.36, "font-weight": 700, fill: inkOn(color) }, grp)
        .textContent = p.kind.charAt(0).toUpperCase();
    }
  }
}

// markShape draws a mark of class cls on cell c. A start on a piece (a
// piece that can move) is a ring around the piece; a start on an empty
// cell, and a target, is a dot.
function markShape(g, c, cls) {
  if (c.kind === "segment") return svg("line", { class: cls, x1: c.x, y1: c.y, x2: c.x2, y2: c.y2 }, g);
  if (cls === "mark-start" && occupied(c.id)) {
    return svg("circle", { class: "mark-movable", "data-cell": c.id, cx: c.x, cy: c.y, r: 0.45 }, g);
  }
  const dot = cls === "mark-target" || cls === "mark-start";
  if (dot) {
    const r = cls === "mark-target" ? 0.17 : 0.13;
    return svg("circle", { class: cls, "data-cell": c.id, cx: c.x, cy: c.y, r }, g);
  }
  if (c.kind === "hex") return svg("polygon", { class: cls, points: hexPoints(c.x, c.y, 0.86) }, g);
  if (c.kind === "point") return svg("circle", { class: cls, cx: c.x, cy: c.y, r: 0.44 }, g);
  return svg("rect", { class: cls, x: c.x - 0.44, y: c.y - 0.44, width: 0.88, height: 0.88 }, g);
}

// occupied reports whether a piece stands on cell id.
function occupied(id) {
  return ((app.state && app.state.pieces) || []).some((p) => p.cell === id);
}

// drawMarks shows the last move, highlighted cells, the cells chosen so
// far and the cells that can be clicked next.
function drawMarks() {
  const g = $("layer-marks");
  if (!g) return;
  g.replaceChildren();
  const st = app.state;
  if (!st) return;
  for (const id of (app.snap && app.snap.lastcells) || []) {
    const c = app.geo.get(id);
    if (c) markShape(g, c, "mark-last");
  }
  for (const id of st.highlight || []) {
    const c = app.geo.get(id);
    if (c) markShape(g, c, "mark-highlight");
  }
  const human = humanToMove() && !app.sending;
  const { next } = human ? narrow(app.sel) : { next: new Set() };
  for (const id of app.sel) {
    const c = app.geo.get(id);
    if (c) markShape(g, c, "mark-selected");
  }
  const cls = app.sel.length ? "mark-target" : "mark-start";
  // Where a move can start anywhere (Go, Hex, a morris placement), dots
  // on every free cell say nothing: mark the starts only when they are
  // few; hovering still shows every clickable cell.
  // Segments (wall slots, edges) never show as starts, so they do not
  // count either: a Quoridor pawn is ringed among its free wall slots.
  const areas = app.layout.cells.filter((c) => c.kind !== "segment").length;
  const areaStarts = [...next].filter((id) => (app.geo.get(id) || {}).kind !== "segment").length;
  const showStarts = app.sel.length > 0 || areaStarts <= Math.max(8, areas / 2);
  for (const id of showStarts ? next : []) {
    const c = app.geo.get(id);
    // Every free wall slot or edge would hide the board: segments that
    // start a move show themselves on hover instead.
    if (c && !(c.kind === "segment" && cls === "mark-start")) markShape(g, c, cls);
  }
  // Only the cells that mean something now take clicks.
  for (const h of document.querySelectorAll("#layer-hits .hit")) {
    const id = h.getAttribute("data-cell");
    h.classList.toggle("target", next.has(id) && app.sel.length > 0);
    h.classList.toggle("start", human && (next.has(id) || narrow([id]).cands.length > 0) && !(next.has(id) && app.sel.length > 0));
    h.classList.toggle("selected", app.sel.includes(id));
    // A piece takes clicks when it starts nothing too, so that the page
    // can say why nothing happened.
    h.classList.toggle("occupied", human && occupied(id));
  }
  document.body.dataset.selected = app.sel.join(" ");
  document.body.dataset.targets = [...next].join(" ");
}

// drawChooser offers what clicks cannot say: moves that name no cell
// (pass, swap) and a choice between moves that end on the same cells.
function drawChooser() {
  const box = $("chooser");
  box.replaceChildren();
  if (!humanToMove()) return;
  const buttons = legalMoves().filter((m) => m.c.length === 0);
  for (const m of buttons) {
    box.append(el("button", { type: "button", "data-move": m.t, onclick: () => send(m.t) }, m.t));
  }
  if (app.sel.length) {
    const st = narrow(app.sel);
    if (st.complete.length) {
      box.append(el("span", { class: "hint", text: st.next.size ? "play:" : "choose:" }));
      for (const m of st.complete) {
        box.append(el("button", { type: "button", class: "primary", "data-move": m.t, onclick: () => send(m.t) }, m.t));
      }
      if (st.next.size) box.append(el("span", { class: "hint", text: "or click a marked cell to go on" }));
    } else {
      box.append(el("span", { class: "hint", text: "selected " + app.sel.join(" → ") + "; click a marked cell" }));
    }
    box.append(el("button", { type: "button", onclick: clearSelection }, "cancel"));
  }
}

// ---------- the rest of the page ----------

function drawStatus() {
  const st = app.state, s = app.snap;
  const box = $("status");
  box.replaceChildren();
  if (!st) return;
  if (st.result !== "none") {
    let text = "Game over: ";
    if (st.result === "draw") text += "a draw";
    else text += sideName(st.result === "p1win" ? 0 : 1) + " wins";
    box.append(el("span", { class: "result", text }));
  } else {
    const who = s.players[st.tomove].engine ? "the engine" : "you";
    box.append(el("span", { class: "turn", text: sideName(st.tomove) + " to move" }), " (" + who + ")");
    if (s.searching) box.append(", thinking…");
    if (s.paused) box.append(", paused");
  }
  if (st.lastmove) box.append(" · last move ", el("b", { text: st.lastmove }));
  const extra = [];
  for (const i of [0, 1]) {
    const parts = [];
    if (st.hands) parts.push("in hand " + st.hands[i]);
    if (st.scores) parts.push("score " + st.scores[i]);
    if (parts.length) extra.push(sideName(i) + ": " + parts.join(", "));
  }
  if (extra.length) box.append(el("div", { class: "sub", text: extra.join(" · ") }));
  if (s.error) say(s.error);
}

function drawControls() {
  const s = app.snap, st = app.state;
  const have = !!s;
  const over = st && st.result !== "none";
  $("undo").disabled = !have || !st || !st.moves.length || app.sending;
  $("movenow").disabled = !have || !s.searching;
  const engines = have && (s.players[0].engine || s.players[1].engine);
  $("pause").disabled = !have || !engines || over;
  $("pause").textContent = have && s.paused ? "Resume" : "Pause";
  $("playtyped").disabled = !humanToMove() || app.sending;
  $("apply").disabled = !have;
  document.body.dataset.busy = have && s.searching ? "1" : "0";
  document.body.dataset.human = humanToMove() && !app.sending ? "1" : "0";
  document.body.dataset.sending = app.sending ? "1" : "0";
}

function drawThinking() {
  const t = app.thinking;
  const tb = $("thinking");
  tb.replaceChildren();
  if (!t) {
    tb.append(el("tr", {}, el("td", { text: "—" }), el("td", { text: "no search yet" })));
    return;
  }
  const rows = [
    ["side", sideName(t.side)],
    ["depth", t.depth + (t.seldepth ? " / " + t.seldepth : "")],
    ["score", fmtScore(t.score) + (t.score ? "  (" + t.score + ")" : "")],
    ["nodes", fmtInt(t.nodes)],
    ["speed", fmtInt(t.nps) + " nodes/s"],
    ["time", fmtMs(t.time)],
    ["pv", t.pv || ""],
  ];
  for (const [k, v] of rows) {
    tb.append(el("tr", {}, el("td", { text: k }), el("td", { text: v, class: k === "pv" ? "pv" : "" })));
  }
}

function drawHistory() {
  const tb = $("history");
  tb.replaceChildren();
  const h = (app.snap && app.snap.history) || [];
  tb.append(el("tr", {}, ...["#", "side", "move", "by", "time", "nodes", "depth", "score"].map((t) => el("th", { text: t }))));
  for (const r of h) {
    tb.append(el("tr", {},
      el("td", { text: r.ply }),
      el("td", { text: sideName(r.side) }),
      el("td", { class: "mv", text: r.move }),
      el("td", { text: r.engine ? "engine" : "human" }),
      el("td", { text: fmtMs(r.ms) }),
      el("td", { text: r.engine ? fmtInt(r.nodes) : "" }),
      el("td", { text: r.engine ? r.depth : "" }),
      el("td", { text: r.engine ? fmtScore(r.score) : "" })));
  }
  const wrap = tb.parentElement;
  wrap.scrollTop = wrap.scrollHeight;
}

function drawStats() {
  const box = $("stats");
  box.replaceChildren();
  const s = app.snap;
  if (!s) return;
  const st = s.stats, over = app.state && app.state.result !== "none";
  app.statsAt = Date.now();
  box.append(el("div", { id: "gametime", class: over ? "stat-final" : "", text: gameTimeText() }));
  const t = el("table", { id: "statstable" });
  t.append(el("tr", {}, ...["engine", "moves", "min", "max", "mean", "median"].map((x) => el("th", { text: x }))));
  const row = (label, n, sum, fmt) => el("tr", {},
    el("td", { text: label }), el("td", { text: n }),
    el("td", { text: n ? fmt(sum.min) : "" }), el("td", { text: n ? fmt(sum.max) : "" }),
    el("td", { text: n ? fmt(sum.mean) : "" }), el("td", { text: n ? fmt(sum.median) : "" }));
  const rows = [];
  for (const i of [0, 1]) {
    const ss = st.sides[i];
    if (ss.enginemoves) {
      rows.push(row(sideName(i) + " time", ss.enginemoves, ss.enginetime, fmtMs));
      rows.push(row(sideName(i) + " nodes", ss.enginemoves, ss.enginenodes, fmtInt));
    }
  }
  if (st.sides[0].enginemoves && st.sides[1].enginemoves) {
    rows.push(row("all time", st.enginetime.n, st.enginetime, fmtMs));
    rows.push(row("all nodes", st.enginenodes.n, st.enginenodes, fmtInt));
  }
  if (!rows.length) {
    box.append(el("div", { class: "hint", text: "The engine has not moved yet." }));
  } else {
    t.append(...rows);
    box.append(t);
  }
  const human = [0, 1].filter((i) => st.sides[i].moves > st.sides[i].enginemoves);
  for (const i of human) {
    const ss = st.sides[i];
    box.append(el("div", { text: sideName(i) + " (human) thought " + fmtMs(ss.ms - sumEngineMs(i)) + " in all" }));
  }
}

// gameTimeText is the game time and the moves per side; while the game
// goes on, the time runs on from the last snapshot.
function gameTimeText() {
  const s = app.snap, st = s.stats, over = app.state && app.state.result !== "none";
  const ms = st.gamems + (over ? 0 : Date.now() - (app.statsAt || Date.now()));
  return (over ? "Final: " : "So far: ") + "game time " + fmtMs(ms) +
    "; moves " + sideName(0) + " " + st.sides[0].moves + ", " + sideName(1) + " " + st.sides[1].moves;
}

function sumEngineMs(side) {
  let t = 0;
  for (const r of (app.snap && app.snap.history) || []) if (r.side === side && r.engine) t += r.ms;
  return t;
}

function drawLegend() {
  const box = $("legend");
  box.replaceChildren();
  if (!app.state || !app.layout) return;
  const seen = new Map();
  for (const p of app.state.pieces || []) {
    const key = p.side + "/" + p.kind;
    if (!seen.has(key)) seen.set(key, p);
  }
  for (const p of seen.values()) {
    const s = document.createElementNS(SVGNS, "svg");
    s.setAttribute("width", 14);
    s.setAttribute("height", 14);
    s.setAttribute("viewBox", "-0.5 -0.5 1 1");
    const color = p.side >= 0 ? sideColor(p.side) : neutralColor(p.kind);
    svg(p.side >= 0 ? "circle" : "rect", p.side >= 0 ? { r: 0.42, fill: color, stroke: "#555", "stroke-width": 0.06 } : { x: -0.42, y: -0.42, width: 0.84, height: 0.84, fill: color }, s);
    box.append(el("span", {}, s, " " + (p.side >= 0 ? sideName(p.side) + " " : "") + p.kind));
  }
}

function drawFields() {
  const st = app.state;
  if (!st) return;
  if (document.activeElement !== $("posfield")) $("posfield").value = st.position;
  $("movesfield").value = st.moves.join(" ");
}

// showLegal fills the legal move list with the moves of the position.
function showLegal() {
  $("legallist").textContent = legalMoves().map((m) => m.t).join(" ") || "(none)";
}

// apply shows a snapshot from the server.
function apply(snap) {
  if (!snap || (app.snap && snap.id === app.snap.id && snap.version < app.snap.version)) return;
  const fresh = !app.snap || snap.id !== app.snap.id || (app.state && snap.state.moves.length !== app.state.moves.length);
  app.snap = snap;
  app.state = snap.state;
  if (fresh) app.sel = [];
  if (snap.thinking) app.thinking = snap.thinking;
  $("title").textContent = snap.name + (snap.settings ? ": " + snap.settings : "");
  $("title").title = $("title").textContent; // in full, should it not fit
  document.title = snap.name + " · tabla";
  drawPieces();
  drawMarks();
  drawChooser();
  drawStatus();
  drawControls();
  drawThinking();
  drawHistory();
  drawStats();
  drawLegend();
  drawFields();
  if (!$("legallist").hidden) showLegal();
  const body = document.body.dataset;
  body.session = snap.id;
  body.version = snap.version;
  body.game = snap.game;
  body.ply = snap.state.moves.length;
  body.result = snap.state.result;
  body.tomove = snap.state.tomove;
  forcedPass();
}

// forcedPass plays a person's move when the only legal one names no cell
// (a Reversi pass): there is nothing to choose, so the page plays it and
// says so instead of waiting for a button to be clicked.
function forcedPass() {
  const legal = legalMoves();
  if (!humanToMove() || app.sending || legal.length !== 1 || legal[0].c.length !== 0) return;
  const who = sideName(app.state.tomove), move = legal[0].t;
  send(move).then(() => {
    if (!$("message").textContent) say(who + " has no legal move and plays " + move + ".", true);
  });
}

function setLayout(layout) {
  app.layout = layout;
  drawBoard();
}

// ---------- connection ----------

function connect(id) {
  if (app.events) app.events.close();
  app.id = id;
  history.replaceState(null, "", "#" + id);
  const es = new EventSource("/api/sessions/" + id + "/events");
  app.events = es;
  es.addEventListener("layout", (ev) => {
    setLayout(JSON.parse(ev.data));
    if (app.snap) apply(app.snap);
  });
  es.addEventListener("state", (ev) => apply(JSON.parse(ev.data)));
  es.addEventListener("info", (ev) => {
    app.thinking = JSON.parse(ev.data);
    drawThinking();
  });
  es.onopen = () => { $("conn").textContent = "connected"; };
  es.onerror = async () => {
    $("conn").textContent = "reconnecting…";
    // A session the server no longer has will not come back.
    try {
      await api("GET", "/api/sessions/" + id);
    } catch (e) {
      if (/no session/.test(e.message)) {
        es.close();
        $("conn").textContent = "session ended";
        say(e.message + " Start a new game.");
      }
    }
  };
}

// ---------- the setup form ----------

function currentGame() {
  return app.games.find((g) => g.id === $("game").value);
}

function drawOptions() {
  const g = currentGame();
  const box = $("options");
  box.replaceChildren();
  if (!g) return;
  for (const o of g.options) {
    let input;
    const id = "opt-" + o.name;
    if (o.type === "bool") {
      input = el("input", { type: "checkbox", id, "data-option": o.name });
      input.checked = o.default === "on";
    } else if (o.type === "choice") {
      // A default that defers to the other options reads as what it means.
      const text = (c) => (o.auto && c === o.default ? o.auto : c);
      input = el("select", { id, "data-option": o.name }, ...o.choices.map((c) => el("option", { value: c, text: text(c) })));
      input.value = o.default;
    } else {
      // Such a default shows as an empty field with its meaning, never as
      // its raw value (Go's size 0, k -1, komi auto); left empty, it is
      // not sent and the default holds.
      const attrs = { id, value: o.auto ? "" : o.default, "data-option": o.name, spellcheck: "false" };
      if (o.auto) attrs.placeholder = o.auto;
      if (o.type === "int") Object.assign(attrs, { type: "number", min: o.min, max: o.max });
      else attrs.type = "text";
      input = el("input", attrs);
    }
    box.append(el("label", { class: "field", title: o.doc }, o.name.replace(/_/g, " "), input));
    if (o.doc) box.append(el("div", { class: "opt-doc", text: o.doc }));
  }
  drawPlayers();
}

function levelSelect(i, level) {
  const sel = el("select", { id: "level" + i, "data-level": i });
  const g = currentGame();
  app.presets.forEach((p, k) => sel.append(el("option", { value: String(k), text: p.name + levelElo(g, p.level) })));
  sel.append(el("option", { value: "custom", text: "custom…" }));
  const k = app.presets.findIndex((p) => sameLevel(p.level, level));
  sel.value = k >= 0 ? String(k) : "custom";
  return sel;
}

// levelElo labels a strength level with its Elo in game g, from the
// game's ladder ("?" where matches have not measured it).
function levelElo(g, level) {
  if (!g || !level.skill || !g.levels) return "";
  return " (Elo " + g.levels[level.skill - 1] + (g.levelsMeasured ? "" : "?") + ")";
}

function sameLevel(a, b) {
  return (a.skill || 0) === (b.skill || 0) && (a.depth || 0) === (b.depth || 0) && (a.movetime || 0) === (b.movetime || 0) && (a.nodes || 0) === (b.nodes || 0);
}

function drawPlayers(players) {
  const g = currentGame();
  const fs = $("players");
  fs.querySelectorAll(".player").forEach((n) => n.remove());
  if (!g) return;
  players = players || [{ engine: false, level: app.defaultLevel }, { engine: true, level: app.defaultLevel }];
  for (const i of [0, 1]) {
    const p = players[i];
    const who = el("select", { id: "who" + i }, el("option", { value: "human", text: "human" }), el("option", { value: "engine", text: "engine" }));
    who.value = p.engine ? "engine" : "human";
    const lvl = levelSelect(i, p.level || app.defaultLevel);
    const depth = el("input", { type: "number", id: "depth" + i, min: 1, max: 100, placeholder: "depth", title: "depth (empty: none)", value: p.level.depth || "" });
    const mt = el("input", { type: "number", id: "movetime" + i, min: 1, placeholder: "ms", title: "time per move in ms (empty: none)", value: p.level.movetime || "" });
    const custom = el("span", { class: "custom" }, " depth ", depth, " time ", mt, " ms");
    const sync = () => {
      lvl.disabled = who.value !== "engine";
      custom.hidden = who.value !== "engine" || lvl.value !== "custom";
    };
    who.addEventListener("change", sync);
    lvl.addEventListener("change", sync);
    const row = el("div", { class: "player" },
      el("label", { class: "field" }, g.sides[i], who),
      el("label", { class: "field" }, "level", lvl), custom);
    fs.append(row);
    sync();
  }
}

function readPlayers() {
  const out = [];
  for (const i of [0, 1]) {
    const engine = $("who" + i).value === "engine";
    let level;
    const v = $("level" + i).value;
    if (v === "custom") {
      level = {};
      const d = parseInt($("depth" + i).value, 10), t = parseInt($("movetime" + i).value, 10);
      if (d > 0) level.depth = d;
      if (t > 0) level.movetime = t;
      if (!level.depth && !level.movetime) level = app.defaultLevel;
    } else {
      level = app.presets[Number(v)].level;
    }
    out.push({ engine, level });
  }
  return out;
}

function readSetup() {
  const g = currentGame();
  const options = {};
  for (const inp of $("options").querySelectorAll("[data-option]")) {
    const name = inp.getAttribute("data-option");
    const v = inp.type === "checkbox" ? (inp.checked ? "on" : "off") : String(inp.value).trim();
    if (v !== "" || !inp.placeholder) options[name] = v;
  }
  return {
    game: g.id,
    options,
    players: readPlayers(),
    threads: parseInt($("threads").value, 10) || 0,
    hash: parseInt($("hash").value, 10) || 0,
  };
}

async function startGame(ev) {
  if (ev) ev.preventDefault();
  say("");
  const setup = readSetup();
  try {
    let snap;
    if (app.id && app.snap) {
      try {
        snap = await api("POST", "/api/sessions/" + app.id + "/newgame", setup);
      } catch (e) {
        if (!/no session|ended/.test(e.message)) throw e;
      }
    }
    if (!snap) snap = await api("POST", "/api/sessions", setup);
    app.thinking = null;
    // Folded, the form leaves the engine panel and the controls in view;
    // its summary line opens it again.
    $("setup").open = false;
    if (!app.events || app.id !== snap.id) connect(snap.id);
    else {
      // The layout event arrives on the stream; make sure we draw it.
      setLayout(await api("GET", "/api/sessions/" + snap.id + "/layout"));
    }
    apply(snap);
  } catch (e) {
    say(e.message);
  }
}

async function applySettings() {
  if (!app.id) return;
  try {
    apply(await api("POST", "/api/sessions/" + app.id + "/settings", {
      players: readPlayers(),
      threads: parseInt($("threads").value, 10) || 0,
      hash: parseInt($("hash").value, 10) || 0,
    }));
    say("");
  } catch (e) {
    say(e.message);
  }
}

async function act(path, body) {
  if (!app.id) return;
  try {
    apply(await api("POST", "/api/sessions/" + app.id + "/" + path, body));
    say("");
  } catch (e) {
    say(e.message);
  }
}

async function copy(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    say("");
    $("conn").textContent = what + " copied";
  } catch (e) {
    // Without clipboard access, leave the text selected for Ctrl+C.
    const f = what === "position" ? $("posfield") : $("movesfield");
    f.focus();
    f.select();
    say("Press Ctrl+C to copy the selected " + what + ".");
  }
}

// optionDefault is the default of the current game's option name.
function optionDefault(name) {
  const o = (currentGame() || { options: [] }).options.find((x) => x.name === name);
  return o ? o.default : undefined;
}

function fillSetupFrom(snap) {
  $("game").value = snap.game;
  drawOptions();
  for (const kv of (snap.options || "").split(" ")) {
    const [k, v] = kv.split("=");
    const inp = document.querySelector('[data-option="' + k + '"]');
    if (!inp) continue;
    if (inp.type === "checkbox") inp.checked = v === "on";
    else if (inp.placeholder && v === optionDefault(k)) inp.value = "";
    else inp.value = v;
  }
  drawPlayers(snap.players);
  $("threads").value = snap.threads;
  $("hash").value = snap.hash;
}

async function init() {
  try {
    const data = await api("GET", "/api/games");
    app.games = data.games;
    app.presets = data.presets;
    app.defaultLevel = data.default;
  } catch (e) {
    say(e.message);
    return;
  }
  const gs = $("game");
  for (const g of app.games) gs.append(el("option", { value: g.id, text: g.name }));
  gs.value = app.games.some((g) => g.id === "reversi") ? "reversi" : app.games[0].id;
  gs.addEventListener("change", drawOptions);
  drawOptions();
  $("setupform").addEventListener("submit", startGame);
  $("apply").addEventListener("click", applySettings);
  $("moveform").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const m = $("movetext").value.trim();
    if (m) send(m);
  });
  $("legalbtn").addEventListener("click", () => {
    $("legallist").hidden = !$("legallist").hidden;
    showLegal();
  });
  $("undo").addEventListener("click", () => act("undo"));
  $("movenow").addEventListener("click", () => act("stop"));
  $("pause").addEventListener("click", () => act("settings", { paused: !(app.snap && app.snap.paused) }));
  $("coords").addEventListener("click", () => { app.coords = !app.coords; drawCoords(); });
  $("copypos").addEventListener("click", () => app.state && copy(app.state.position, "position"));
  $("copymoves").addEventListener("click", () => app.state && copy(app.state.moves.join(" "), "moves"));
  $("loadpos").addEventListener("click", () => act("position", { position: $("posfield").value.trim() }));
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape") clearSelection();
  });
  drawThinking();
  setInterval(() => {
    const g = $("gametime");
    if (g && app.snap && app.state.result === "none") g.textContent = gameTimeText();
  }, 1000);
  const id = location.hash.slice(1);
  if (id) {
    try {
      const snap = await api("GET", "/api/sessions/" + id);
      fillSetupFrom(snap);
      connect(id);
      document.body.dataset.ready = "1";
      return;
    } catch (e) {
      history.replaceState(null, "", location.pathname);
    }
  }
  // A first visit opens on a game, not on an empty board: the form's
  // choice (Reversi, you against the engine) starts at once.
  await startGame();
  if (!app.id) $("status").textContent = "Choose a game and press Start new game.";
  document.body.dataset.ready = "1";
}

window.tabla = { app, narrow, click, send };
init();
