// Package weighted is the implementation of package rng's exact draws and
// of the module's fast paths built on them: the weight table behind
// rng.Weighted ([Table]), Lemire's bounded draw ([Uint64N]), several draws
// from one raw value in a mixed radix ([Digits], [Table.DrawPacked],
// [ByteGuide], [TopGuide]) and two draws from the halves of one raw value ([Halves]).
//
// # Model
//
// Every draw is a function of the raw 64-bit values x₁, x₂, … that the
// source returns, in order, and of nothing else. [Uint64N] and [Table.Draw]
// map them exactly as package rng documents for rng.Uint64N and
// rng.Weighted.Draw ([Table.Lookup] and [Table.DrawValue] split Draw so that
// a loop inlines its common case). The other draws:
//
//   - [DrawDigits](src, n) is u = Uint64N(src, n), the same values taken,
//     read as digits in a mixed radix t₁·…·t_k = n, most significant first
//     ([Digits.Next], [Table.Digit]): k exactly independent uniform
//     values from one raw value. [Table.DrawPacked] cuts its cells into
//     groups of [Table.Pack] (Σwᵏ ≤ [PackLimit] = 2⁵⁶); a group of j
//     cells is u = Uint64N(src, Σwʲ), and cell i of the group is the entry
//     owning digit i of u in base Σw (digit 0 the most significant). For the
//     weights 1, 2, 3, 4 (Σw = 10, 16 cells a group) the raw value
//     2⁶⁴ − 1 gives u = 10¹⁶ − 1, all digits 9, every cell entry 3. A group
//     of one cell is [Table.Draw].
//   - [Halves.Fill] (a table of total T ≤ 2³¹) takes two draws from each
//     raw value, its low 32 bits then its high 32 bits: a half h is
//     rejected when h·T mod 2³² < 2³² mod T, else v = ⌊h·T / 2³²⌋ owns the
//     entry as above. For the weights 5, 3, 2 the raw value
//     0xE000_0000_4000_0000 gives v = 2 (entry 0), then v = 8 (entry 2).
//     A draw depends on its half alone, so nearby tables draw alike from
//     one stream (common random numbers).
//
// # Concurrency
//
// A [Table], [Halves], [ByteGuide] or [TopGuide] is immutable after
// construction and safe for concurrent use; a [Source] is not.
//
// # What it is not for
//
// It is internal: studios and titles draw through package rng. Its names
// carry no compatibility promise; the draws they make are pinned by the
// golden tests of this package, of rng and of the titles.
package weighted
