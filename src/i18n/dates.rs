//! Dates and times as the player reads them: in the computer's time zone (`TZ`, the system's
//! setting, or on Windows its zone name mapped through the bundled time zone database) and in
//! the player's language.

use jiff::{Timestamp, tz::TimeZone};

use super::Lang;

/// When a game was played (seconds since 1970, UTC) in the computer's time zone and `lang`.
pub fn local_date_time(seconds: u64, lang: Lang) -> String {
    date_time_in(seconds, &TimeZone::system(), lang)
}

/// When a game was played (seconds since 1970, UTC) in `zone` and `lang`, to the minute:
/// `2026-11-26 10:34` in English, `2026年11月26日 10:34` in Japanese.
pub fn date_time_in(seconds: u64, zone: &TimeZone, lang: Lang) -> String {
    let instant = i64::try_from(seconds)
        .ok()
        .and_then(|s| Timestamp::from_second(s).ok())
        .unwrap_or(Timestamp::MAX);
    let format = match lang {
        Lang::En => "%Y-%m-%d %H:%M",
        Lang::Ja => "%Y年%-m月%-d日 %H:%M",
    };
    instant.to_zoned(zone.clone()).strftime(format).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-26 01:34 UTC.
    const PLAYED: u64 = 1_795_656_840;

    #[test]
    fn a_date_is_shown_in_the_zone_and_the_language() {
        let tokyo = TimeZone::get("Asia/Tokyo").expect("the time zone database has Tokyo");
        assert_eq!(date_time_in(PLAYED, &tokyo, Lang::En), "2026-11-26 10:34");
        assert_eq!(
            date_time_in(PLAYED, &TimeZone::UTC, Lang::En),
            "2026-11-26 01:34"
        );
        assert_eq!(
            date_time_in(PLAYED, &tokyo, Lang::Ja),
            "2026年11月26日 10:34"
        );
        assert_eq!(
            date_time_in(PLAYED, &TimeZone::UTC, Lang::Ja),
            "2026年11月26日 01:34"
        );
        // Summer time: the same instant an hour apart in New York in July and in November.
        let new_york = TimeZone::get("America/New_York").expect("New York");
        assert_eq!(
            date_time_in(1_783_042_440, &new_york, Lang::En),
            "2026-07-02 21:34"
        );
        assert_eq!(
            date_time_in(PLAYED, &new_york, Lang::En),
            "2026-11-25 20:34"
        );
        // Dates from the far past and the far future stay readable.
        assert_eq!(
            date_time_in(0, &TimeZone::UTC, Lang::En),
            "1970-01-01 00:00"
        );
        assert!(!date_time_in(u64::MAX, &TimeZone::UTC, Lang::En).is_empty());
    }
}
