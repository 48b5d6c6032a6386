//! Numbered deals: every game is dealt from a number that names it, so a deal can be played
//! again and shared (the deal of the day is the same for everyone on a date).
//!
//! A number must mean the same deal in every later version. The number → seed step here is
//! frozen (plain arithmetic, no library generator); the seed → deal step is the game's
//! `new_game` with the named generator [`crate::engine::GameRng`], and the golden deals
//! (`tests/golden/deals/`, checked by `games::golden_deals_tests`) fail when it changes. A game
//! played from a number also keeps its start state in its trail, so "play this deal again" from
//! a record needs no derivation at all.

/// The highest deal number (numbers run from 1).
pub const MAX_DEAL: u32 = 999_999;

/// Seconds in a day.
const DAY_SECONDS: u64 = 86_400;

/// The seed that deals number `deal`. Frozen: changing it changes every numbered deal.
pub fn seed_of(deal: u32) -> u64 {
    splitmix(0xDEA1_5EED_0000_0000 ^ u64::from(deal))
}

/// A deal number drawn from any 64-bit `seed` (a new game's fresh seed).
pub fn number_from(seed: u64) -> u32 {
    (splitmix(seed) % u64::from(MAX_DEAL)) as u32 + 1
}

/// The day of `seconds` since 1970 (UTC): the date a deal of the day belongs to.
pub fn day_of(seconds: u64) -> u64 {
    seconds / DAY_SECONDS
}

/// The deal of the day of game `game_id` on `day` (days since 1970, UTC): derived from the
/// date and the game only, so it is the same for everyone. Frozen like [`seed_of`].
pub fn deal_of_the_day(game_id: &str, day: u64) -> u32 {
    // FNV-1a of the id: a fixed, documented hash (std's hasher may change between releases).
    let id = game_id.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    });
    number_from(id ^ day.wrapping_mul(0xA076_1D64_78BD_642F))
}

/// The splitmix64 step: a fixed bijective mix of 64 bits.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_seeds_are_frozen() {
        // Pinned values: a change here changes what every shared deal number means.
        assert_eq!(seed_of(1), 0x513B_C22C_08C8_CFF7);
        assert_eq!(seed_of(424_242), 0x8E83_A714_D524_BB51);
        assert_eq!(deal_of_the_day("gyges", 20_418), 802_763);
    }

    #[test]
    fn drawn_numbers_stay_in_range() {
        for seed in [0, 1, u64::MAX, 0x1234_5678_9ABC_DEF0] {
            assert!((1..=MAX_DEAL).contains(&number_from(seed)));
        }
    }

    #[test]
    fn the_deal_of_the_day_is_the_same_on_a_date_and_differs_across_dates_and_games() {
        let day = day_of(1_790_000_000);
        assert_eq!(day, day_of(1_790_000_000 + 3_600), "same date, later hour");
        assert_eq!(deal_of_the_day("bang", day), deal_of_the_day("bang", day));
        let week: Vec<u32> = (0..7).map(|d| deal_of_the_day("bang", day + d)).collect();
        for (i, a) in week.iter().enumerate() {
            for b in &week[i + 1..] {
                assert_ne!(a, b, "two days of a week share a deal: {week:?}");
            }
        }
        assert_ne!(
            deal_of_the_day("bang", day),
            deal_of_the_day("knatsch", day)
        );
    }
}
