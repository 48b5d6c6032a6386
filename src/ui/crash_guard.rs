//! Containing a bug in a game: a panic while a table's frame runs (panel, rules, the AI
//! fallback) ends that game, not the app. The caller drops the session and sets its save aside so
//! it is never loaded again automatically; the panic hook writes the message and a backtrace to
//! the log.

use std::{
    backtrace::Backtrace,
    panic::{AssertUnwindSafe, catch_unwind},
};

use crate::i18n::Lang;

/// Runs `frame`; `None` when it panicked (already logged by the hook).
pub fn guarded<T>(frame: impl FnOnce() -> T) -> Option<T> {
    catch_unwind(AssertUnwindSafe(frame)).ok()
}

/// Installs a panic hook that logs the message, where it happened and a backtrace (the log goes
/// to `asobiba.log` in release builds), then runs the default report.
pub fn install_panic_log() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        log::error!("panic: {info}\n{}", Backtrace::force_capture());
        default(info);
    }));
}

/// The error page's title after a bug stopped a game or a review.
pub fn crash_title(lang: Lang) -> &'static str {
    match lang {
        Lang::Ja => "このゲームで不具合が起きました",
        Lang::En => "This game hit a bug",
    }
}

/// What happened to the game; `{0}` is where its save was set aside.
pub fn crash_body(lang: Lang) -> &'static str {
    match lang {
        Lang::Ja => {
            "ゲームを中断し、保存データを退避しました。今後、自動で読み込まれることはありません。退避先：{0}"
        }
        Lang::En => {
            "The game was stopped and its save was set aside; it will not be loaded again. The save is now at: {0}"
        }
    }
}

/// What happened after a bug in a review (no save is involved).
pub fn crash_body_review(lang: Lang) -> &'static str {
    match lang {
        Lang::Ja => "振り返りを中断しました。対局の記録はそのまま残っています。",
        Lang::En => "The review was stopped; the game record itself is kept.",
    }
}

/// Where the details are; `{0}` is the log file.
pub fn crash_log(lang: Lang) -> &'static str {
    match lang {
        Lang::Ja => "詳しい内容はログファイルに記録しました：{0}",
        Lang::En => "The details were written to the log file: {0}",
    }
}

/// The error page's button.
pub fn crash_back(lang: Lang) -> &'static str {
    match lang {
        Lang::Ja => "ホームに戻る",
        Lang::En => "Back to home",
    }
}

/// Where the log file is (`asobiba.log` in the data directory; only its name when the data
/// directory is unknown).
pub fn log_path() -> String {
    crate::settings::default_data_dir().map_or_else(
        || crate::log_file::LOG_FILE.to_owned(),
        |d| d.join(crate::log_file::LOG_FILE).display().to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicking_frame_is_contained() {
        assert_eq!(guarded(|| 3), Some(3));
        let caught: Option<()> = guarded(|| panic!("injected"));
        assert_eq!(caught, None);
    }

    #[test]
    fn the_page_names_the_backup_and_the_log_in_both_languages() {
        for lang in [Lang::Ja, Lang::En] {
            assert!(crash_body(lang).contains("{0}"));
            assert!(crash_log(lang).contains("{0}"));
        }
        assert!(log_path().ends_with(crate::log_file::LOG_FILE));
    }
}
