//! Japanese and English: the language choice and typed string tables.
//!
//! Every user-visible string is a variant of a message enum with one exhaustive `match` per
//! language, so a missing translation is a compile error. Games keep their own tables (same
//! pattern, [`message_enum!`] + [`Translate`]) in their folders. Parameters use `{0}`, `{1}`…
//! placeholders filled by [`fill`] or [`render`]; [`phrase`] lets a template choose its words by
//! the subject ("You draw" / "Bart draws") and by a count ("a card" / "2 cards"). The shell's
//! own table, [`Msg`], is in `i18n/shell.rs`.

use serde::{Deserialize, Serialize};

/// A language of the user interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// 日本語.
    Ja,
    /// English.
    #[default]
    En,
}

impl Lang {
    /// Both languages, in the order the settings screen lists them.
    pub const ALL: [Lang; 2] = [Lang::Ja, Lang::En];

    /// What stands between the items of a short run, such as the ranks of one suit ("2 Q",
    /// 「2・Q」): a space in English, a middle dot in Japanese. Punctuation, not a phrase, so it
    /// is not in the translation tables (whose entries must hold words).
    pub fn item_separator(self) -> &'static str {
        match self {
            Lang::Ja => "・",
            Lang::En => " ",
        }
    }

    /// What stands between the parts of a line that are not a sentence ("4 cards · distance 2",
    /// 「手札4・距離2」): a middle dot between spaces in English, the full-width dot alone in
    /// Japanese.
    pub fn part_separator(self) -> &'static str {
        match self {
            Lang::Ja => "・",
            Lang::En => " · ",
        }
    }

    /// What stands between the items of a list in a sentence ("Bang!, Missed!",
    /// 「BANG!、MISSED!」): a comma and a space in English, the ideographic comma in Japanese.
    pub fn list_separator(self) -> &'static str {
        match self {
            Lang::Ja => "、",
            Lang::En => ", ",
        }
    }

    /// What stands between a label and what it labels ("You: Break +3", 「あなた：突破 +3」):
    /// a colon and a space in English, the full-width colon in Japanese.
    pub fn label_separator(self) -> &'static str {
        match self {
            Lang::Ja => "：",
            Lang::En => ": ",
        }
    }

    /// `text` with a note in brackets after it ("Stack 1 (23 cards)", 「山札1（23枚）」): a space
    /// and half-width brackets in English, full-width brackets and no space in Japanese.
    pub fn aside(self, text: &str, note: &str) -> String {
        match self {
            Lang::Ja => format!("{text}（{note}）"),
            Lang::En => format!("{text} ({note})"),
        }
    }

    /// The language for a BCP-47 / POSIX locale tag such as `ja-JP`, `ja_JP.UTF-8` or `en-US`:
    /// Japanese for `ja…`, otherwise English.
    pub fn from_locale(tag: &str) -> Lang {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        if primary == "ja" { Lang::Ja } else { Lang::En }
    }

    /// The system's language (environment variables first, so `LANG=ja_JP.UTF-8 asobiba` works
    /// on every platform), falling back to English.
    pub fn system() -> Lang {
        for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let Ok(value) = std::env::var(var)
                && !value.is_empty()
                && value != "C"
                && value != "POSIX"
            {
                return Lang::from_locale(&value);
            }
        }
        sys_locale::get_locale().map_or(Lang::En, |tag| Lang::from_locale(&tag))
    }

    /// The language's own name, as shown in the language switch.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Ja => "日本語",
            Lang::En => "English",
        }
    }
}

/// A string table: an enum whose variants translate into each language.
pub trait Translate: Copy + 'static {
    /// Every entry (for coverage tests).
    const ALL: &'static [Self];
    /// The text in `lang`.
    fn text(self, lang: Lang) -> &'static str;
}

/// Declares a message enum, its `VARIANTS` list and its [`Translate`] impl, which calls the
/// functions `en` and `ja` of the invoking module (one exhaustive match per language).
#[macro_export]
macro_rules! message_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name { $($(#[$vmeta])* $variant),* }

        impl $name {
            /// Every message of this table.
            pub const VARIANTS: &'static [$name] = &[$($name::$variant),*];
        }

        impl $crate::i18n::Translate for $name {
            const ALL: &'static [Self] = $name::VARIANTS;

            fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                match lang {
                    $crate::i18n::Lang::Ja => ja(self),
                    $crate::i18n::Lang::En => en(self),
                }
            }
        }
    };
}

pub mod dates;
mod guide;
pub mod phrase;
mod practice;
mod shell;

pub use guide::GuideMsg;
pub use phrase::{Arg, render};
pub use practice::PracticeMsg;
pub use shell::Msg;

/// Replaces `{0}`, `{1}`… in `template` with `args` (texts; whole numbers also choose plurals,
/// see [`phrase`]). Sentences about a player use [`render`] with [`Arg::You`] for the human.
pub fn fill(template: &str, args: &[&str]) -> String {
    let args: Vec<Arg<'_>> = args.iter().map(|&a| Arg::Text(a)).collect();
    render(template, Lang::En, &args)
}

/// The shell's fixed strings in both languages (each game adds its own through the registry:
/// `crate::app::registry::all_ui_strings`).
pub fn shell_strings() -> Vec<&'static str> {
    let mut all = Vec::new();
    for lang in Lang::ALL {
        all.push(lang.native_name());
        all.extend(Msg::ALL.iter().map(|m| m.tr(lang)));
        all.extend(PracticeMsg::ALL.iter().map(|m| m.tr(lang)));
        all.extend(GuideMsg::ALL.iter().map(|m| m.tr(lang)));
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_tags_pick_the_language() {
        assert_eq!(Lang::from_locale("ja_JP.UTF-8"), Lang::Ja);
        assert_eq!(Lang::from_locale("ja-JP"), Lang::Ja);
        assert_eq!(Lang::from_locale("ja"), Lang::Ja);
        assert_eq!(Lang::from_locale("en_US.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("de-DE"), Lang::En);
        assert_eq!(Lang::from_locale(""), Lang::En);
    }

    #[test]
    fn placeholders_are_filled() {
        assert_eq!(fill("{0}–{1} players", &["4", "7"]), "4–7 players");
        assert_eq!(
            fill(Msg::Thinking.tr(Lang::Ja), &["AI"]),
            "AIが考えています…"
        );
    }

    #[test]
    fn every_message_has_text_in_both_languages_and_the_same_placeholders() {
        for &m in Msg::ALL {
            let (ja, en) = (m.tr(Lang::Ja), m.tr(Lang::En));
            assert!(!ja.is_empty() && !en.is_empty(), "{m:?}");
            for i in 0..4 {
                // A placeholder is `{i}` or a plural form `{i#one|# many}`.
                let has =
                    |t: &str| t.contains(&format!("{{{i}}}")) || t.contains(&format!("{{{i}#"));
                assert_eq!(has(ja), has(en), "{m:?} placeholder {i}");
            }
        }
    }
}
