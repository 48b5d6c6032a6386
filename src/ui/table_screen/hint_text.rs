//! The words of a hint: what the Expert's value says, naming what it estimates.

use crate::{
    engine::{Certainty, review::Measure},
    i18n::{Lang, Msg, fill},
    play::session::Hint,
};

/// The hint's one-line reason: what the Expert's value says, in words that name what it
/// estimates. "Forced win" and "every move loses" only from a proof (a found mate, a match
/// won), never from an estimate however high, nor for a certain success of one roll.
/// No number for an action that is the only legal one or that the Expert did not value.
pub fn hint_reason<A>(hint: &Hint<A>, lang: Lang) -> String {
    if hint.only_legal {
        return Msg::HintReasonOnly.tr(lang).to_owned();
    }
    if hint.certainty == Certainty::Unvalued {
        return Msg::HintReasonUnvalued.tr(lang).to_owned();
    }
    let value = hint.value;
    let percent = format!("{:.0}", value * 100.0);
    let proven = hint.certainty == Certainty::Proven;
    let template = match hint.measure {
        Measure::SuccessChance => Msg::HintReasonSuccess,
        _ if proven && value >= 0.999 => return Msg::HintReasonWin.tr(lang).to_owned(),
        _ if proven && value <= 0.001 => return Msg::HintReasonLose.tr(lang).to_owned(),
        Measure::WinChance => Msg::HintReasonEstimate,
        Measure::Evaluation => Msg::HintReasonEvaluation,
        Measure::RoughWinChance => Msg::HintReasonRough,
    };
    fill(template.tr(lang), &[&percent])
}
