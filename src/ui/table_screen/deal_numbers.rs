//! The table screen's numbered deals: the deal number in the top bar, "Play this deal again"
//! (from the game-over dialog and the review: the recorded start, same seats and options) and
//! the deal of the day with the best result the records hold for it.

use super::{TableScreen, fresh_seed};
use crate::engine::GameDef;
use crate::{
    i18n::{Lang, Msg, fill},
    play::{
        deals,
        records::{GameRecord, Outcome, RecordSummary, now_seconds},
        session::Session,
    },
    settings::GameChoices,
    ui::{
        panel::{GamePanel, RulesOf},
        screen::ScreenContext,
    },
};

/// "Deal 123456" for a deal number.
pub fn deal_label(deal: u32, lang: Lang) -> String {
    fill(Msg::DealNumber.tr(lang), &[&deal.to_string()])
}

/// The best result among `records` of deal `deal` (a win before a draw before a loss; an
/// abandoned game counts as none), or `None` when it was never finished.
pub fn best_result(records: &[RecordSummary], deal: u32) -> Option<Outcome> {
    let rank = |o: Outcome| match o {
        Outcome::Win => 3,
        Outcome::Draw => 2,
        Outcome::Loss => 1,
        Outcome::Abandoned => 0,
    };
    records
        .iter()
        .filter(|r| r.deal == Some(deal) && r.result != Outcome::Abandoned)
        .map(|r| r.result)
        .max_by_key(|&o| rank(o))
}

impl<P: GamePanel> TableScreen<P> {
    /// The number of the game on the table, if it was dealt from one.
    pub fn deal(&self) -> Option<u32> {
        self.session.as_ref().and_then(Session::deal)
    }

    /// Starts the game on the table again from its recorded start: the same deal, seats,
    /// rules and strength. Nothing happens without a recorded start.
    pub fn play_deal_again(&mut self) {
        let Some(session) = &self.session else { return };
        let Some(trail) = session.trail() else { return };
        let seed = fresh_seed(&mut self.seed_counter, self.fixed_seed);
        let again = Session::again(
            trail,
            session.human,
            session.rules.clone(),
            session.strength,
            seed,
        );
        self.session = Some(again);
        self.after_new_session();
    }

    /// Starts a new game from `record`'s start (its deal, seats, rules and strength).
    pub(super) fn play_record_again(&mut self, record: &GameRecord<P::Game>) {
        let seed = fresh_seed(&mut self.seed_counter, self.fixed_seed);
        self.session = Some(Session::again(
            &record.trail,
            record.human,
            record.rules.clone(),
            record.strength,
            seed,
        ));
        self.after_new_session();
    }

    /// Starts the deal of the day of `day` (days since 1970, UTC) with these choices.
    pub fn start_deal_of_the_day(&mut self, choices: &GameChoices<RulesOf<P>, P::Aids>, day: u64) {
        self.start_deal(
            choices,
            deals::deal_of_the_day(<P::Game as GameDef>::ID, day),
        );
    }

    /// Today's deal of the day and the best result the records hold for it.
    pub(super) fn todays_deal(cx: &ScreenContext<'_>) -> (u32, Option<Outcome>) {
        let deal = deals::deal_of_the_day(<P::Game as GameDef>::ID, deals::day_of(now_seconds()));
        (deal, best_result(&cx.records.summaries(P::SAVE_ID), deal))
    }
}
