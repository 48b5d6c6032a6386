//! Keyboard shortcuts as the player reads them: with the platform's command modifier, ⌘ on
//! macOS and Ctrl elsewhere (egui's `Modifiers::COMMAND` is the same key on each).

use egui::os::OperatingSystem;

use crate::i18n::{Lang, Msg, fill};

/// The name of the command modifier on `os`.
pub fn command_key(os: OperatingSystem) -> &'static str {
    if os == OperatingSystem::Mac {
        "⌘"
    } else {
        "Ctrl"
    }
}

/// The command modifier with `key`, written as the platform writes it: "⌘N" on macOS,
/// "Ctrl+N" elsewhere.
pub fn with_command(os: OperatingSystem, key: &str) -> String {
    if os == OperatingSystem::Mac {
        format!("{}{key}", command_key(os))
    } else {
        format!("{}+{key}", command_key(os))
    }
}

/// The table's line of keys, with the platform's modifier.
pub fn keyboard_help(os: OperatingSystem, lang: Lang) -> String {
    fill(
        Msg::KeyboardHelp.tr(lang),
        &[&with_command(os, "N"), &with_command(os, "Z")],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortcuts_are_written_with_the_platforms_modifier() {
        assert_eq!(with_command(OperatingSystem::Mac, "N"), "⌘N");
        for os in [
            OperatingSystem::Windows,
            OperatingSystem::Nix,
            OperatingSystem::Unknown,
        ] {
            assert_eq!(with_command(os, "Z"), "Ctrl+Z");
        }
        let mac = keyboard_help(OperatingSystem::Mac, Lang::En);
        assert!(mac.contains("⌘N new game · ⌘Z undo"), "{mac}");
        let windows = keyboard_help(OperatingSystem::Windows, Lang::Ja);
        assert!(
            windows.contains("Ctrl+N：新しいゲーム・Ctrl+Z："),
            "{windows}"
        );
    }
}
