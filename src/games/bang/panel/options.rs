//! The BANG! rule options in the new-game dialog.

use egui::Ui;

use crate::{
    games::bang::{
        rules::{CharacterDeal, DuelRule, Rules, TwoPlayerBeer},
        text::{Text, tr},
    },
    i18n::Lang,
    ui::table_screen::option_choice,
};

/// Widgets for the rule options (labels in `lang`).
pub fn rules_ui(ui: &mut Ui, rules: &mut Rules, lang: Lang) {
    option_choice(
        ui,
        &mut rules.duel,
        tr(Text::OptionDuel, lang),
        &[
            (DuelRule::Seed, tr(Text::DuelSeed, lang)),
            (DuelRule::Alternating, tr(Text::DuelAlternating, lang)),
        ],
    );
    option_choice(
        ui,
        &mut rules.two_player_beer,
        tr(Text::OptionBeer, lang),
        &[
            (TwoPlayerBeer::Unplayable, tr(Text::BeerUnplayable, lang)),
            (TwoPlayerBeer::NoEffect, tr(Text::BeerNoEffect, lang)),
        ],
    );
    option_choice(
        ui,
        &mut rules.characters,
        tr(Text::OptionCharacters, lang),
        &[
            (
                CharacterDeal::Random,
                tr(Text::OptionCharactersRandom, lang),
            ),
            (
                CharacterDeal::PickOfTwo,
                tr(Text::OptionCharactersPick, lang),
            ),
        ],
    );
}
