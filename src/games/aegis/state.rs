//! The state machine of a game of Aegis: seasons of deal, exchange, bids and five tricks.

use serde::{Deserialize, Serialize};

pub use super::actions::Action;
use super::{
    actions::{Event, MasterReason},
    cards::{Card, CardSet},
    rules::{HAND_SIZE, MAX_EXCHANGE_ROUNDS, NextMaster, Rules},
    scoring::{EndReason, Outcome, SeasonRecord, game_end, score_season},
    tricks::{Category, Key, Trick, legal_replies},
};
use crate::engine::{IllegalAction, Player};

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Chance: both seats draw a card for the first master (seed 〔1〕).
    MasterDraw,
    /// Chance: the key card is turned.
    KeyCard,
    /// Chance: five cards each are dealt, master first.
    Deal,
    /// `player` decides what to exchange in `round` (1–4).
    Exchange {
        /// Exchange round 1–4.
        round: u8,
        /// Who decides.
        player: Player,
    },
    /// Chance: `player` draws replacements until the hand has five cards again.
    Draw {
        /// Exchange round 1–4.
        round: u8,
        /// Who draws.
        player: Player,
    },
    /// `player` bids: the master first, then the slave.
    Bid {
        /// Who bids.
        player: Player,
    },
    /// The five tricks; see [`State::to_move`].
    Play,
    /// The game is over.
    Over,
}

/// The whole game, hidden cards included.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "super::stored::StoredState")]
pub struct State {
    pub(super) rules: Rules,
    pub(super) phase: Phase,
    pub(super) scores: [u32; 2],
    /// Master of the current (or, in `MasterDraw`, the coming) season.
    pub(super) master: Player,
    /// The face-up cards of the master draw (seed 〔1〕), kept for display.
    pub(super) master_draw: [Option<Card>; 2],
    /// Seasons started so far.
    pub(super) season: u32,
    pub(super) key: Option<Card>,
    pub(super) hands: [CardSet; 2],
    pub(super) discards: [CardSet; 2],
    /// Cards discarded per round and seat; `None` where the seat had no turn.
    pub(super) exchanges: [[Option<u8>; 2]; MAX_EXCHANGE_ROUNDS as usize],
    /// Rounds in which the master exchanged (x; the master's minimum bid is 1 + x).
    pub(super) exchange_rounds: u8,
    pub(super) bids: [Option<u8>; 2],
    pub(super) attacker: Option<Player>,
    pub(super) tricks: Vec<Trick>,
    /// The seat to lead (or that led the card on the table).
    pub(super) leader: Player,
    /// The led card of the trick in progress.
    pub(super) lead: Option<Card>,
    pub(super) history: Vec<SeasonRecord>,
    pub(super) winner: Option<(Player, EndReason)>,
}

/// Where events go; `None` when nobody listens (bots, playouts).
type Sink<'a> = Option<&'a mut Vec<Event>>;

fn emit(sink: &mut Sink<'_>, event: Event) {
    if let Some(events) = sink {
        events.push(event);
    }
}

impl State {
    /// A new game. With `first_master` the seat is master of the first season; otherwise the
    /// game starts with the master draw.
    pub fn new(rules: Rules, first_master: Option<Player>) -> Self {
        Self {
            rules,
            phase: if first_master.is_some() {
                Phase::KeyCard
            } else {
                Phase::MasterDraw
            },
            scores: [0; 2],
            master: first_master.unwrap_or(0).min(1),
            master_draw: [None; 2],
            season: u32::from(first_master.is_some()),
            key: None,
            hands: [CardSet::EMPTY; 2],
            discards: [CardSet::EMPTY; 2],
            exchanges: [[None; 2]; MAX_EXCHANGE_ROUNDS as usize],
            exchange_rounds: 0,
            bids: [None; 2],
            attacker: None,
            tricks: Vec::new(),
            leader: 0,
            lead: None,
            history: Vec::new(),
            winner: None,
        }
    }

    // --- Public facts -------------------------------------------------------------------------

    /// The rule options.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Scores per seat.
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }

    /// The master of the current season.
    pub fn master(&self) -> Player {
        self.master
    }

    /// The other seat.
    pub fn slave(&self) -> Player {
        1 - self.master
    }

    /// The season number (1 for the first; 0 before the master draw has finished).
    pub fn season(&self) -> u32 {
        self.season
    }

    /// The key card, once turned.
    pub fn key(&self) -> Option<Card> {
        self.key
    }

    /// The attacking seat, once both have bid.
    pub fn attacker(&self) -> Option<Player> {
        self.attacker
    }

    /// Bids per seat this season.
    pub fn bids(&self) -> [Option<u8>; 2] {
        self.bids
    }

    /// Rounds in which the master exchanged this season.
    pub fn exchange_rounds(&self) -> u8 {
        self.exchange_rounds
    }

    /// Cards discarded per round (index 0 = round 1) and seat; `None` where a seat had no turn.
    pub fn exchanges(&self) -> [[Option<u8>; 2]; MAX_EXCHANGE_ROUNDS as usize] {
        self.exchanges
    }

    /// The finished tricks of this season.
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }

    /// The led card of the trick in progress and who led it.
    pub fn lead(&self) -> Option<(Player, Card)> {
        self.lead.map(|c| (self.leader, c))
    }

    /// Tricks taken per seat this season.
    pub fn tricks_won(&self) -> [u8; 2] {
        let mut won = [0u8; 2];
        for t in &self.tricks {
            won[t.winner] += 1;
        }
        won
    }

    /// Every finished season.
    pub fn history(&self) -> &[SeasonRecord] {
        &self.history
    }

    /// The master-draw cards (seed 〔1〕), if the game began with a draw.
    pub fn master_draw(&self) -> [Option<Card>; 2] {
        self.master_draw
    }

    /// The winner and why, once the game is over.
    pub fn winner(&self) -> Option<(Player, EndReason)> {
        self.winner
    }

    /// The allowed bids of `player` now: the master 1 + x … 5, the slave the master's bid … 5
    /// (seed 〔4〕, AE-6). `None` unless it is `player`'s bid.
    pub fn bid_range(&self, player: Player) -> Option<(u8, u8)> {
        match self.phase {
            Phase::Bid { player: p } if p == player => {
                let low = if player == self.master {
                    1 + self.exchange_rounds
                } else {
                    self.bids[self.master].unwrap_or(1)
                };
                Some((low.min(HAND_SIZE as u8), HAND_SIZE as u8))
            }
            _ => None,
        }
    }

    /// Cards played so far this season (finished tricks and the card on the table).
    pub fn played(&self) -> CardSet {
        let mut set: CardSet = self.tricks.iter().flat_map(|t| [t.lead, t.reply]).collect();
        if let Some(c) = self.lead {
            set.insert(c);
        }
        set
    }

    /// Cards neither turned, held, discarded nor played: the stock.
    pub fn stock(&self) -> CardSet {
        let mut used = self.hands[0]
            .union(self.hands[1])
            .union(self.discards[0])
            .union(self.discards[1])
            .union(self.played());
        if let Some(k) = self.key {
            used.insert(k);
        }
        CardSet::FULL.difference(used)
    }

    // --- Hidden facts (the panel shows them through `observation`) -------------------------

    /// A seat's hand (hidden from the other seat).
    pub fn hand(&self, player: Player) -> CardSet {
        self.hands[player & 1]
    }

    /// A seat's discards this season (hidden from the other seat).
    pub fn discards(&self, player: Player) -> CardSet {
        self.discards[player & 1]
    }

    // --- The machine ------------------------------------------------------------------------

    /// Who decides next: `Some(player)` for a decision, `None` at chance nodes and at the end.
    pub fn decider(&self) -> Option<Player> {
        match self.phase {
            Phase::Exchange { player, .. } | Phase::Bid { player } => Some(player),
            Phase::Play => Some(self.to_play()),
            _ => None,
        }
    }

    /// The seat to play a card in the play phase.
    fn to_play(&self) -> Player {
        if self.lead.is_some() {
            1 - self.leader
        } else {
            self.leader
        }
    }

    /// The cards a chance outcome may take now (empty at decisions).
    pub fn chance_pool(&self) -> CardSet {
        match self.phase {
            Phase::MasterDraw => {
                let mut pool = CardSet::FULL;
                if let Some(c) = self.master_draw[0] {
                    pool.remove(c);
                }
                pool
            }
            Phase::KeyCard | Phase::Deal | Phase::Draw { .. } => self.stock(),
            _ => CardSet::EMPTY,
        }
    }

    /// Appends the legal decisions (nothing at chance nodes or when the game is over).
    pub fn legal_decisions(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Exchange { player, .. } => {
                let hand = self.hands[player];
                // AE-5: the stock always has enough cards; the bound only guards corrupt saves.
                let stock = self.stock().len();
                for cards in hand.subsets() {
                    if cards.len() <= stock {
                        out.push(Action::Exchange { cards });
                    }
                }
            }
            Phase::Bid { player } => {
                if let Some((low, high)) = self.bid_range(player) {
                    out.extend((low..=high).map(|tricks| Action::Bid { tricks }));
                }
            }
            Phase::Play => {
                let player = self.to_play();
                let hand = self.hands[player];
                let playable = match (self.lead, self.key) {
                    (Some(lead), Some(_)) => legal_replies(hand, lead),
                    _ => hand,
                };
                out.extend(playable.iter().map(|card| Action::Play { card }));
            }
            _ => {}
        }
    }

    /// Checks `action` without applying it.
    pub fn check(&self, action: Action) -> Result<(), IllegalAction> {
        let refuse = |why: &str| Err(IllegalAction::new(action, why));
        match (self.phase, action) {
            (Phase::Over, _) => refuse("the game is over"),
            (Phase::MasterDraw, Action::MasterDraw { card })
            | (Phase::KeyCard, Action::TurnKey { card })
            | (Phase::Deal, Action::Deal { card })
            | (Phase::Draw { .. }, Action::Draw { card }) => {
                if self.chance_pool().contains(card) {
                    Ok(())
                } else {
                    refuse("that card is not among the unseen cards")
                }
            }
            (Phase::Exchange { player, .. }, Action::Exchange { cards }) => {
                if !cards.is_subset(self.hands[player]) {
                    refuse("only cards from the hand can be exchanged")
                } else if cards.len() > self.stock().len() {
                    refuse("the stock has too few cards")
                } else {
                    Ok(())
                }
            }
            (Phase::Bid { player }, Action::Bid { tricks }) => match self.bid_range(player) {
                Some((low, high)) if (low..=high).contains(&tricks) => Ok(()),
                _ => refuse("the bid is out of range"),
            },
            (Phase::Play, Action::Play { card }) => {
                let hand = self.hands[self.to_play()];
                let allowed = match self.lead {
                    Some(lead) => legal_replies(hand, lead),
                    None => hand,
                };
                if allowed.contains(card) {
                    Ok(())
                } else if hand.contains(card) {
                    refuse("the led suit must be followed")
                } else {
                    refuse("that card is not in the hand")
                }
            }
            _ => refuse("not a decision of this phase"),
        }
    }

    /// Applies a checked action, reporting what happened to `sink`.
    pub(super) fn step(&mut self, action: Action, mut sink: Sink<'_>) {
        match action {
            Action::MasterDraw { card } => self.master_draw_card(card, &mut sink),
            Action::TurnKey { card } => {
                self.key = Some(card);
                let key = card;
                emit(
                    &mut sink,
                    Event::KeyTurned {
                        card: key,
                        trump: key.suit,
                        killer: key.rank,
                    },
                );
                self.phase = Phase::Deal;
            }
            Action::Deal { card } => {
                // Master first, one at a time (seed 〔2〕): the master's hand is never smaller.
                let player = if self.hands[self.master].len() <= self.hands[self.slave()].len() {
                    self.master
                } else {
                    self.slave()
                };
                self.hands[player].insert(card);
                emit(&mut sink, Event::CardDealt { player, card });
                if self.hands[0].len() == HAND_SIZE && self.hands[1].len() == HAND_SIZE {
                    self.phase = Phase::Exchange {
                        round: 1,
                        player: self.master,
                    };
                }
            }
            Action::Exchange { cards } => self.exchange(cards, &mut sink),
            Action::Draw { card } => {
                if let Phase::Draw { round, player } = self.phase {
                    self.hands[player].insert(card);
                    emit(&mut sink, Event::CardDrawn { player, card });
                    if self.hands[player].len() >= HAND_SIZE {
                        self.after_exchange(round, player, &mut sink);
                    }
                }
            }
            Action::Bid { tricks } => self.bid(tricks, &mut sink),
            Action::Play { card } => self.play(card, &mut sink),
        }
    }

    fn master_draw_card(&mut self, card: Card, sink: &mut Sink<'_>) {
        let player = usize::from(self.master_draw[0].is_some());
        self.master_draw[player] = Some(card);
        emit(sink, Event::MasterDrawCard { player, card });
        if let [Some(a), Some(b)] = self.master_draw {
            // Seed 〔1〕: the stronger card by rank cycle, then suit order, is the master.
            self.master = if a.beats_in_master_draw(b) { 0 } else { 1 };
            emit(
                sink,
                Event::MasterDecided {
                    player: self.master,
                    reason: MasterReason::Draw,
                },
            );
            self.start_season(sink);
        }
    }

    /// Starts a season: all cards back, reshuffled (AE-1, AE-2, scenario 29).
    fn start_season(&mut self, sink: &mut Sink<'_>) {
        self.season += 1;
        self.key = None;
        self.hands = [CardSet::EMPTY; 2];
        self.discards = [CardSet::EMPTY; 2];
        self.exchanges = [[None; 2]; MAX_EXCHANGE_ROUNDS as usize];
        self.exchange_rounds = 0;
        self.bids = [None; 2];
        self.attacker = None;
        self.tricks.clear();
        self.lead = None;
        self.leader = self.master;
        self.phase = Phase::KeyCard;
        emit(
            sink,
            Event::SeasonStarted {
                season: self.season,
                master: self.master,
            },
        );
    }

    fn exchange(&mut self, cards: CardSet, sink: &mut Sink<'_>) {
        let Phase::Exchange { round, player } = self.phase else {
            return;
        };
        let slot = usize::from(round.clamp(1, MAX_EXCHANGE_ROUNDS) - 1);
        self.exchanges[slot][player] = Some(cards.len() as u8);
        if cards.is_empty() {
            emit(sink, Event::ExchangeDeclined { player, round });
            if player == self.master {
                // Seed 〔3〕: the slave may exchange only when the master does.
                self.start_bidding(sink);
            } else {
                self.next_exchange_round(round, sink);
            }
            return;
        }
        if player == self.master {
            self.exchange_rounds += 1;
        }
        self.hands[player] = self.hands[player].difference(cards);
        self.discards[player] = self.discards[player].union(cards);
        emit(
            sink,
            Event::CardsDiscarded {
                player,
                round,
                cards,
            },
        );
        self.phase = Phase::Draw { round, player };
    }

    fn after_exchange(&mut self, round: u8, player: Player, sink: &mut Sink<'_>) {
        if player == self.master && self.rules.slave_may_exchange(round) {
            self.phase = Phase::Exchange {
                round,
                player: self.slave(),
            };
        } else {
            self.next_exchange_round(round, sink);
        }
    }

    fn next_exchange_round(&mut self, round: u8, sink: &mut Sink<'_>) {
        if round >= MAX_EXCHANGE_ROUNDS {
            self.start_bidding(sink);
        } else {
            self.phase = Phase::Exchange {
                round: round + 1,
                player: self.master,
            };
        }
    }

    fn start_bidding(&mut self, sink: &mut Sink<'_>) {
        emit(
            sink,
            Event::ExchangeEnded {
                rounds: self.exchange_rounds,
                min_bid: 1 + self.exchange_rounds,
            },
        );
        self.phase = Phase::Bid {
            player: self.master,
        };
    }

    fn bid(&mut self, tricks: u8, sink: &mut Sink<'_>) {
        let Phase::Bid { player } = self.phase else {
            return;
        };
        self.bids[player] = Some(tricks);
        emit(
            sink,
            Event::BidMade {
                player,
                bid: tricks,
            },
        );
        if player == self.master {
            self.phase = Phase::Bid {
                player: self.slave(),
            };
            return;
        }
        let master_bid = self.bids[self.master].unwrap_or(1);
        // AE-7: the higher bid attacks; on a tie the master attacks.
        let attacker = if tricks > master_bid {
            self.slave()
        } else {
            self.master
        };
        self.attacker = Some(attacker);
        self.leader = attacker; // AE-8: the attacker leads the first trick.
        emit(
            sink,
            Event::RolesDecided {
                attacker,
                attacker_bid: self.bids[attacker].unwrap_or(tricks),
                defender: 1 - attacker,
                defender_bid: self.bids[1 - attacker].unwrap_or(tricks),
            },
        );
        self.phase = Phase::Play;
    }

    fn play(&mut self, card: Card, sink: &mut Sink<'_>) {
        let Some(key) = self.key.map(Key) else {
            return;
        };
        let player = self.to_play();
        self.hands[player].remove(card);
        let trick = self.tricks.len() as u8 + 1;
        let Some(lead) = self.lead else {
            self.lead = Some(card);
            emit(
                sink,
                Event::CardPlayed {
                    player,
                    card,
                    category: key.lead_category(card),
                    trick,
                },
            );
            return;
        };
        emit(
            sink,
            Event::CardPlayed {
                player,
                card,
                category: key.reply_category(lead, card),
                trick,
            },
        );
        let winner = if key.leader_wins(lead, card) {
            self.leader
        } else {
            player
        };
        self.tricks.push(Trick {
            leader: self.leader,
            lead,
            reply: card,
            winner,
        });
        self.lead = None;
        self.leader = winner;
        emit(
            sink,
            Event::TrickTaken {
                trick,
                winner,
                tricks: self.tricks_won(),
            },
        );
        if self.tricks.len() >= HAND_SIZE {
            self.end_season(sink);
        }
    }

    fn end_season(&mut self, sink: &mut Sink<'_>) {
        let attacker = self.attacker.unwrap_or(self.master);
        let defender = 1 - attacker;
        let attacker_bid = self.bids[attacker].unwrap_or(1);
        let defender_bid = self.bids[defender].unwrap_or(attacker_bid);
        let tricks = self.tricks_won();
        let score = score_season(&self.rules, attacker_bid, defender_bid, tricks[attacker]);
        let mut points = [0u32; 2];
        points[attacker] = score.attacker_points;
        points[defender] = score.defender_points;
        for (total, add) in self.scores.iter_mut().zip(points) {
            *total += add;
        }
        // AE-16: the attacker wins the season on Break (even if the defender also saves).
        let winner = match score.outcome {
            Outcome::Break => attacker,
            Outcome::Keep => defender,
        };
        let record = SeasonRecord {
            season: self.season,
            master: self.master,
            key: self.key.unwrap_or(Card::from_index(0)),
            exchange_rounds: self.exchange_rounds,
            attacker,
            attacker_bid,
            defender_bid,
            tricks,
            score,
            points,
            totals: self.scores,
            winner,
        };
        self.history.push(record);
        emit(sink, Event::SeasonScored { record });
        if let Some((game_winner, reason)) = game_end(&self.rules, self.scores, winner) {
            self.winner = Some((game_winner, reason));
            self.phase = Phase::Over;
            emit(
                sink,
                Event::GameOver {
                    winner: game_winner,
                    reason,
                    scores: self.scores,
                },
            );
            return;
        }
        let (master, reason) = match self.rules.next_master {
            NextMaster::SeasonLoser => (1 - winner, MasterReason::SeasonLoser),
            NextMaster::SeasonWinner => (winner, MasterReason::SeasonWinner),
        };
        self.master = master;
        emit(
            sink,
            Event::MasterDecided {
                player: master,
                reason,
            },
        );
        self.start_season(sink);
    }

    /// Category of `card` if the seat to play played it now (for labelling a hand in a panel):
    /// Trump or Leader when leading, any category when answering. `None` before the key card.
    pub fn category_if_played(&self, card: Card) -> Option<Category> {
        let key = Key(self.key?);
        Some(match self.lead {
            Some(lead) => key.reply_category(lead, card),
            None => key.lead_category(card),
        })
    }
}
