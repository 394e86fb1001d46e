package search

import (
	"reflect"
	"slices"
	"sync/atomic"
	"unsafe"

	"github.com/tabla-games/tabla/position"
)

// The tree of Monte Carlo tree search lives in one preallocated arena of
// nodes, addressed by uint32 indices. Index 0 is no node; the root is
// always at index 1. A node's children are one contiguous block, allocated
// by bumping the arena's free index when the node is expanded, so a
// child always lies above its parent: reuse compacts a kept subtree
// towards the bottom of the arena by moving blocks down in that order.
const (
	nullNode = 0
	rootNode = 1
	// kidsBusy is node.kids while a thread expands the node.
	kidsBusy = 1 << 31
	// maxVisits caps the playouts of one search (and so every node's
	// visits and half-point wins fit 32 bits).
	maxVisits = 1 << 30
)

// node is one position of the tree, 44 bytes. Every counter is atomic:
// the threads share the tree without locks. wins counts half points for
// the side that moved into the node (its mover): 2 a win, 1 a draw.
// Visits count a playout from the moment a thread descends through the
// node, before its result is known: that is the virtual loss that spreads
// the threads over different lines.
type node struct {
	move   position.Move // the move that leads here from the parent
	first  atomic.Uint32 // index of the first child, once expanded
	kids   atomic.Uint32 // number of children, 0 before expansion, kidsBusy during it
	visits atomic.Uint32
	wins   atomic.Uint32
	draws  atomic.Uint32
	amafN  atomic.Uint32 // all-moves-as-first visits and half-point wins (RAVE)
	amafW  atomic.Uint32
	proof  atomic.Uint32 // a proven result: see makeProof; 0 = none
	hint   uint16        // the game's move-ordering hint, scaled to 0..hintScale
	// priorN playouts with priorW half-point wins are the game's prior
	// knowledge of move (position.Priorer), counted with the real ones.
	priorN, priorW uint16
	mover          uint8 // the side that played move
	_              uint8
}

// nodeBytes is the size of a node, which sets how many fit in HashMB.
const nodeBytes = int(unsafe.Sizeof(node{}))

const hintScale = 1<<16 - 1

// A proof packs a proven result, from the mover's point of view, with the
// plies to the end of the game: value+2 in bits 16-17 (1 loss, 2 draw, 3
// win) and the plies below.
func makeProof(value, plies int) uint32 {
	return uint32(value+2)<<16 | uint32(min(max(plies, 0), 0xffff))
}

func proofValue(p uint32) int { return int(p>>16) - 2 }
func proofPlies(p uint32) int { return int(p & 0xffff) }

// flipProof turns a proof for one side into the same result for the other.
func flipProof(p uint32) uint32 { return makeProof(-proofValue(p), proofPlies(p)) }

// tree is the arena with the search's root position, kept between
// searches for reuse.
type tree struct {
	nodes []node
	next  atomic.Uint64 // first free index
	full  atomic.Bool   // an expansion found no room: no more are tried
	// root is a copy of the root position of the last search, and
	// restricted says its root's children were limited by SearchMoves;
	// root is nil when the tree holds nothing to reuse.
	root       position.Game
	restricted bool
}

func newTree(hashMB int) *tree {
	n := max(hashMB<<20/nodeBytes, 64)
	return &tree{nodes: make([]node, n)}
}

// clear forgets the tree.
func (t *tree) clear() { t.root = nil }

// used is the number of nodes in use.
func (t *tree) used() int { return int(min(t.next.Load(), uint64(len(t.nodes)))) }

// hashfull is the arena's use in per mille.
func (t *tree) hashfull() int { return t.used() * 1000 / len(t.nodes) }

// expandVisits is the visits a leaf needs before it is expanded: 2 while
// the arena is less than a quarter full, then twice as many for every
// further eighth, so that a long search fills the arena gradually and
// keeps deepening its main lines instead of stopping short.
func (t *tree) expandVisits() uint32 {
	eighths := min(t.next.Load()*8/uint64(len(t.nodes)), 8)
	if eighths < 2 {
		return 2
	}
	return 2 << (eighths - 1)
}

// alloc reserves n consecutive nodes and returns the first, or false when
// the arena is full.
func (t *tree) alloc(n int) (uint32, bool) {
	if t.full.Load() {
		return 0, false
	}
	end := t.next.Add(uint64(n))
	if end > uint64(len(t.nodes)) {
		t.full.Store(true)
		return 0, false
	}
	return uint32(end) - uint32(n), true
}

// initNode sets every field of a node that is not yet shared.
func initNode(n *node, m position.Move, mover int, hint uint16, prior position.Prior) {
	n.move = m
	n.first.Store(nullNode)
	n.kids.Store(0)
	n.visits.Store(0)
	n.wins.Store(0)
	n.draws.Store(0)
	n.amafN.Store(0)
	n.amafW.Store(0)
	n.proof.Store(0)
	n.hint = hint
	n.priorN, n.priorW = prior.Playouts, prior.Wins
	n.mover = uint8(mover)
}

// copyNode copies src over dst while no thread searches.
func copyNode(dst, src *node) {
	if dst == src {
		return
	}
	dst.move = src.move
	dst.first.Store(src.first.Load())
	dst.kids.Store(src.kids.Load())
	dst.visits.Store(src.visits.Load())
	dst.wins.Store(src.wins.Load())
	dst.draws.Store(src.draws.Load())
	dst.amafN.Store(src.amafN.Load())
	dst.amafW.Store(src.amafW.Load())
	dst.proof.Store(src.proof.Load())
	dst.hint = src.hint
	dst.priorN, dst.priorW = src.priorN, src.priorW
	dst.mover = src.mover
}

// children returns the index of n's first child and their number; 0
// children while n is a leaf or being expanded.
func (n *node) children() (first, k uint32) {
	k = n.kids.Load()
	if k == 0 || k == kidsBusy {
		return 0, 0
	}
	return n.first.Load(), k
}

// reset prepares the tree for a search of g: it keeps the subtree of the
// last search's tree whose position is g's, found within two plies of the
// old root (the same position, one move later, or the usual two: our move
// and the reply), and otherwise starts afresh with a lone root. restricted
// says that this search limits the root's moves (SearchMoves), so that an
// old root cannot serve as it is. It returns the nodes kept.
func (t *tree) reset(g position.Game, restricted bool) int {
	found := uint32(nullNode)
	if t.root != nil && reflect.TypeOf(t.root) == reflect.TypeOf(g) {
		found = t.find(g.Hash(), restricted)
	}
	t.full.Store(false)
	t.restricted = restricted
	t.root = g.Clone()
	if found == nullNode {
		t.next.Store(rootNode + 1)
		initNode(&t.nodes[rootNode], position.NoMove, 1-g.ToMove(), 0, position.Prior{})
		return 0
	}
	return t.keep(found)
}

// find looks for the node of the position with hash h at depth 0, 1 or 2
// below the old root. A search whose root moves are restricted starts
// afresh, and so does the same position after a restricted search.
func (t *tree) find(h uint64, restricted bool) uint32 {
	g := t.root
	if restricted {
		return nullNode
	}
	if g.Hash() == h {
		if t.restricted {
			return nullNode
		}
		return rootNode
	}
	first, k := t.nodes[rootNode].children()
	for i := first; i < first+k; i++ {
		c := &t.nodes[i]
		g.Make(c.move)
		if g.Hash() == h {
			g.Unmake()
			return i
		}
		g.Unmake()
	}
	for i := first; i < first+k; i++ {
		c := &t.nodes[i]
		f2, k2 := c.children()
		if k2 == 0 {
			continue
		}
		g.Make(c.move)
		for j := f2; j < f2+k2; j++ {
			g.Make(t.nodes[j].move)
			hit := g.Hash() == h
			g.Unmake()
			if hit {
				g.Unmake()
				return j
			}
		}
		g.Unmake()
	}
	return nullNode
}

// block is one node's children during compaction.
type block struct {
	old, n uint32 // where the block lies and its size
	parent uint32 // old index of the node it belongs to
	dest   uint32 // where it goes
}

// keep makes node x the root, moves its subtree to the bottom of the
// arena and frees the rest. Blocks move down in the order of their old
// places, each to just above the ones kept before it, so no block lands
// on one not yet moved; a parent lies below its children, so it has moved
// before its children's block is pointed at their new place.
func (t *tree) keep(x uint32) int {
	var blocks []block
	stack := []uint32{x}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		first, k := t.nodes[i].children()
		if k == 0 {
			continue
		}
		blocks = append(blocks, block{old: first, n: k, parent: i})
		for j := first; j < first+k; j++ {
			stack = append(stack, j)
		}
	}
	slices.SortFunc(blocks, func(a, b block) int { return int(a.old) - int(b.old) })
	copyNode(&t.nodes[rootNode], &t.nodes[x])
	cursor := uint32(rootNode + 1)
	for bi := range blocks {
		b := &blocks[bi]
		b.dest = cursor
		for j := uint32(0); j < b.n; j++ {
			copyNode(&t.nodes[b.dest+j], &t.nodes[b.old+j])
		}
		cursor += b.n
		parent := uint32(rootNode)
		if b.parent != x {
			// The parent's block comes earlier in the sorted list.
			pi, _ := slices.BinarySearchFunc(blocks[:bi], b.parent, func(c block, p uint32) int {
				switch {
				case c.old+c.n <= p:
					return -1
				case c.old > p:
					return 1
				}
				return 0
			})
			pb := blocks[pi]
			parent = pb.dest + b.parent - pb.old
		}
		t.nodes[parent].first.Store(b.dest)
	}
	t.next.Store(uint64(cursor))
	return int(cursor) - rootNode
}
