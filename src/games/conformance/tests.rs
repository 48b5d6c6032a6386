//! The suite, called once per game and rule preset.

use super::save_fuzz::check_mutated_saves;
use crate::games::{aegis, bang, en_garde, gyges, knatsch};

/// Mutated saves per game in CI.
const MUTATIONS: usize = 5_000;

/// The libtest name of a test in this module.
fn test_name(function: &str) -> String {
    let module = module_path!();
    let module = module.split_once("::").map_or(module, |(_, rest)| rest);
    format!("{module}::{function}")
}

/// A test that fuzzes saves of `$game` under its default rules.
macro_rules! mutated_saves {
    ($test:ident, $game:ident) => {
        #[test]
        fn $test() {
            let rules = $game::Rules::default();
            check_mutated_saves::<$game::State>(&test_name(stringify!($test)), &rules, MUTATIONS);
        }
    };
}

mutated_saves!(mutated_en_garde_saves, en_garde);
mutated_saves!(mutated_gyges_saves, gyges);
mutated_saves!(mutated_bang_saves, bang);
mutated_saves!(mutated_knatsch_saves, knatsch);
mutated_saves!(mutated_aegis_saves, aegis);
