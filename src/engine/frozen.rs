//! A shuffle from a seed that never changes. A recorded chance outcome that is a seed (a
//! reshuffle of the discard pile) must mean the same cards in every later build, whatever a
//! newer `rand` does with that seed; so the permutation is computed here, by a copy of the
//! algorithm `rand` 0.10 used when the first records were written (Xoshiro256++ seeded by
//! SplitMix64, Durstenfeld's shuffle drawing indices in chunks), and tests pin its output.
//! Never change it: every record holding such a seed would replay another game.

/// Xoshiro256++ seeded from a `u64` by SplitMix64.
struct Xoshiro256PlusPlus([u64; 4]);

impl Xoshiro256PlusPlus {
    fn seed_from_u64(mut state: u64) -> Self {
        const PHI: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut s = [0; 4];
        for word in &mut s {
            state = state.wrapping_add(PHI);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            *word = z ^ (z >> 31);
        }
        Self(s)
    }

    fn next_u64(&mut self) -> u64 {
        let s = &mut self.0;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A number in `0..bound` (`bound > 0`): the widening multiply with one correction step.
    fn below(&mut self, bound: u32) -> u32 {
        let wide = |x: u32| {
            let product = u64::from(x) * u64::from(bound);
            ((product >> 32) as u32, product as u32)
        };
        let (mut result, low) = wide(self.next_u32());
        if low > bound.wrapping_neg() {
            let (high, _) = wide(self.next_u32());
            result += u32::from(low.checked_add(high).is_none());
        }
        result
    }
}

/// The largest product `m (m+1) … (m+k-1)` that fits a `u32`, and `k`.
fn chunk_bound(m: u32) -> (u32, u32) {
    let mut product = m;
    let mut next = m + 1;
    while let Some(p) = product.checked_mul(next) {
        product = p;
        next += 1;
    }
    (product, next - m)
}

/// Shuffles `items` by `seed`, the same way in every build.
pub fn frozen_shuffle<T>(items: &mut [T], seed: u64) {
    if items.len() <= 1 || items.len() >= u32::MAX as usize {
        return;
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    // Several indices come from one draw: `chunk` is uniform below the product of the next
    // `remaining` bounds, read off digit by digit.
    // The first index is 0 without a draw.
    let mut chunk = 0u32;
    let mut remaining = 1u32;
    for i in 0..items.len() {
        let bound = i as u32 + 1;
        remaining = match remaining.checked_sub(1) {
            Some(left) => left,
            None => {
                let (product, count) = chunk_bound(bound);
                chunk = rng.below(product);
                count - 1
            }
        };
        let index = if remaining == 0 {
            chunk
        } else {
            let digit = chunk % bound;
            chunk /= bound;
            digit
        };
        items.swap(i, index as usize);
    }
}

#[cfg(test)]
mod tests {
    use rand::seq::SliceRandom as _;

    use super::*;
    use crate::engine::rng_from_seed;

    #[test]
    fn it_is_the_shuffle_the_first_records_were_made_with() {
        for seed in 0..400u64 {
            for len in [0, 1, 2, 3, 7, 13, 14, 20, 40, 80, 120] {
                let mut frozen: Vec<usize> = (0..len).collect();
                frozen_shuffle(&mut frozen, seed);
                let mut by_rand: Vec<usize> = (0..len).collect();
                by_rand.shuffle(&mut rng_from_seed(seed));
                assert_eq!(frozen, by_rand, "seed {seed}, {len} items");
            }
        }
    }

    #[test]
    fn its_output_is_pinned() {
        let mut cards: Vec<u8> = (0..12).collect();
        frozen_shuffle(&mut cards, 2026);
        assert_eq!(cards, PINNED);
    }

    /// `frozen_shuffle(0..12, 2026)`, as the first build computed it.
    const PINNED: [u8; 12] = [3, 10, 4, 9, 2, 11, 7, 5, 0, 1, 6, 8];
}
