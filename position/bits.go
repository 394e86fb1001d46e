package position

import "math/bits"

// Bits64 is a set of up to 64 cells, one bit per cell.
type Bits64 uint64

// Has reports whether cell i is in the set.
func (b Bits64) Has(i int) bool { return b>>uint(i)&1 != 0 }

// With returns the set plus cell i.
func (b Bits64) With(i int) Bits64 { return b | 1<<uint(i) }

// Without returns the set minus cell i.
func (b Bits64) Without(i int) Bits64 { return b &^ (1 << uint(i)) }

// Count is the number of cells in the set.
func (b Bits64) Count() int { return bits.OnesCount64(uint64(b)) }

// First is the lowest cell in a non-empty set.
func (b Bits64) First() int { return bits.TrailingZeros64(uint64(b)) }

// PopFirst removes the lowest cell of a non-empty set and returns it.
func (b *Bits64) PopFirst() int {
	i := bits.TrailingZeros64(uint64(*b))
	*b &= *b - 1
	return i
}

// Bits128 is a set of up to 128 cells: cells 0..63 in Lo, 64..127 in Hi.
type Bits128 struct{ Lo, Hi uint64 }

// Has reports whether cell i is in the set.
func (b Bits128) Has(i int) bool {
	if i < 64 {
		return b.Lo>>uint(i)&1 != 0
	}
	return b.Hi>>uint(i-64)&1 != 0
}

// With returns the set plus cell i.
func (b Bits128) With(i int) Bits128 {
	if i < 64 {
		b.Lo |= 1 << uint(i)
	} else {
		b.Hi |= 1 << uint(i-64)
	}
	return b
}

// Without returns the set minus cell i.
func (b Bits128) Without(i int) Bits128 {
	if i < 64 {
		b.Lo &^= 1 << uint(i)
	} else {
		b.Hi &^= 1 << uint(i-64)
	}
	return b
}

// And, Or and AndNot are the set operations.
func (b Bits128) And(c Bits128) Bits128    { return Bits128{b.Lo & c.Lo, b.Hi & c.Hi} }
func (b Bits128) Or(c Bits128) Bits128     { return Bits128{b.Lo | c.Lo, b.Hi | c.Hi} }
func (b Bits128) AndNot(c Bits128) Bits128 { return Bits128{b.Lo &^ c.Lo, b.Hi &^ c.Hi} }

// Empty reports whether the set has no cells.
func (b Bits128) Empty() bool { return b.Lo|b.Hi == 0 }

// Count is the number of cells in the set.
func (b Bits128) Count() int { return bits.OnesCount64(b.Lo) + bits.OnesCount64(b.Hi) }

// PopFirst removes the lowest cell of a non-empty set and returns it.
func (b *Bits128) PopFirst() int {
	if b.Lo != 0 {
		i := bits.TrailingZeros64(b.Lo)
		b.Lo &= b.Lo - 1
		return i
	}
	i := bits.TrailingZeros64(b.Hi)
	b.Hi &= b.Hi - 1
	return 64 + i
}

// Shl shifts every cell up by n (0 <= n < 64).
func (b Bits128) Shl(n uint) Bits128 {
	if n == 0 {
		return b
	}
	return Bits128{b.Lo << n, b.Hi<<n | b.Lo>>(64-n)}
}

// Shr shifts every cell down by n (0 <= n < 64).
func (b Bits128) Shr(n uint) Bits128 {
	if n == 0 {
		return b
	}
	return Bits128{b.Lo>>n | b.Hi<<(64-n), b.Hi >> n}
}

// WideWords is the number of 64-bit words in a BitsWide.
const WideWords = 11

// BitsWide is a set of up to 704 cells, enough for a 26×26 board.
type BitsWide [WideWords]uint64

// Has reports whether cell i is in the set.
func (b *BitsWide) Has(i int) bool { return b[i>>6]>>uint(i&63)&1 != 0 }

// Set adds cell i.
func (b *BitsWide) Set(i int) { b[i>>6] |= 1 << uint(i&63) }

// Clear removes cell i.
func (b *BitsWide) Clear(i int) { b[i>>6] &^= 1 << uint(i&63) }

// Count is the number of cells in the set.
func (b *BitsWide) Count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// Empty reports whether the set has no cells.
func (b *BitsWide) Empty() bool {
	for _, w := range b {
		if w != 0 {
			return false
		}
	}
	return true
}

// Next returns the lowest cell >= i in the set, or -1 if there is none.
// Iterate with: for i := b.Next(0); i >= 0; i = b.Next(i + 1).
func (b *BitsWide) Next(i int) int {
	w := i >> 6
	if w >= WideWords {
		return -1
	}
	word := b[w] >> uint(i&63) << uint(i&63)
	for {
		if word != 0 {
			return w<<6 + bits.TrailingZeros64(word)
		}
		w++
		if w == WideWords {
			return -1
		}
		word = b[w]
	}
}

// And, Or and AndNot are in-place set operations.
func (b *BitsWide) And(c *BitsWide) {
	for i := range b {
		b[i] &= c[i]
	}
}

// Or adds every cell of c.
func (b *BitsWide) Or(c *BitsWide) {
	for i := range b {
		b[i] |= c[i]
	}
}

// AndNot removes every cell of c.
func (b *BitsWide) AndNot(c *BitsWide) {
	for i := range b {
		b[i] &^= c[i]
	}
}
