//! The bots, the bid aid and the rating.
