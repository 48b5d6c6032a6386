//! Windows builds: embeds the icon and the version information into `asobiba.exe`, so Explorer,
//! the taskbar and the file properties show them. Other targets need nothing here.
//!
//! The test is on `CARGO_CFG_TARGET_OS`, the platform being built for; `cfg!(windows)` in a build
//! script would describe the machine running the build. `winresource` is a build-dependency only
//! on Windows hosts (see Cargo.toml), so Linux and macOS builds never compile it; a cross build to
//! Windows from another host gets an exe without the icon and a warning saying so.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=icons/asobiba.ico");

    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows_resources();
    }
}

#[cfg(windows)]
fn windows_resources() {
    let mut res = winresource::WindowsResource::new();
    // FileVersion, ProductVersion and the numeric VERSIONINFO come from Cargo.toml's version.
    res.set_icon("icons/asobiba.ico")
        .set("ProductName", "Asobiba")
        // Windows shows FileDescription as the program's name (Task Manager, "Open with").
        .set("FileDescription", "Asobiba")
        .set("InternalName", "asobiba")
        .set("OriginalFilename", "asobiba.exe")
        .set("LegalCopyright", "MIT OR Apache-2.0");
    if let Err(e) = res.compile() {
        panic!("could not embed the Windows icon and version info: {e}");
    }
}

#[cfg(not(windows))]
fn windows_resources() {
    println!(
        "cargo:warning=cross build for Windows: the exe gets no embedded icon or version info \
         (winresource is only a build-dependency on Windows hosts)"
    );
}
