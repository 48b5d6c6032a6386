//! The real output: a thread that owns the audio device (through miniaudio, which loads the
//! system's sound library at run time) and the [`Mixer`] that its callback renders.
//!
//! - Nothing is linked at build time: on Linux miniaudio `dlopen`s PulseAudio (which PipeWire
//!   also serves) or ALSA; on Windows it uses WASAPI, on macOS Core Audio. So the app builds
//!   without any `-dev` package and starts where no sound library exists.
//! - The UI thread only sends commands over a channel; it never waits for audio.
//! - The audio callback takes no lock: the sound thread hands it new cues through a
//!   single-producer single-consumer ring (`rtrb`, wait-free), the volume and the silence
//!   since the last cue pass through atomics, and the mixer belongs to the callback alone.
//! - The device runs only while something plays (plus a short linger so a run of cues does
//!   not stop and restart it between each); otherwise the thread sleeps in `recv`: no CPU.
//! - No device or library: one log line, the thread ends, and every later cue is dropped.

use std::{
    sync::{
        Arc,
        atomic::{AtomicU8, AtomicU32, Ordering},
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
    },
    thread,
    time::Duration,
};

use maudio::{
    audio::sample_rate::SampleRate,
    backend::Backend,
    context::ContextBuilder,
    device::{
        Device,
        device_builder::{DeviceBuilder, DeviceBuilderOps as _},
    },
};

use super::{Cue, OutputStatus, SoundOutput, mixer::Mixer, recipes};

/// How long the device keeps running after the last cue ended.
const LINGER_SECONDS: f32 = 1.5;

/// How often the thread looks whether it may stop the device while it runs.
const POLL: Duration = Duration::from_millis(250);

/// Cues waiting for the callback at most; one more is dropped (eight already sound at once).
const QUEUE: usize = 32;

const STARTING: u8 = 0;
const READY: u8 = 1;
const UNAVAILABLE: u8 = 2;

enum Command {
    Play(Cue),
    Volume(f32),
}

/// Sound effects through the computer's audio output.
pub struct DeviceOutput {
    commands: Sender<Command>,
    status: Arc<AtomicU8>,
}

impl DeviceOutput {
    /// Starts the sound thread, which opens the default output in the background.
    pub fn start() -> Self {
        let (tx, rx) = mpsc::channel();
        let status = Arc::new(AtomicU8::new(STARTING));
        let thread_status = Arc::clone(&status);
        let spawned = thread::Builder::new()
            .name("asobiba-sound".to_owned())
            .spawn(move || run(&rx, &thread_status));
        if let Err(e) = spawned {
            log::warn!("sound: cannot start the sound thread ({e}); sound effects are off");
            status.store(UNAVAILABLE, Ordering::Relaxed);
        }
        Self {
            commands: tx,
            status,
        }
    }

    fn send(&self, command: Command) {
        // A closed channel means the output is unavailable: the cue is simply dropped.
        let _ = self.commands.send(command);
    }
}

impl SoundOutput for DeviceOutput {
    fn play(&self, cue: Cue) {
        self.send(Command::Play(cue));
    }

    fn set_volume(&self, volume: f32) {
        self.send(Command::Volume(volume));
    }

    fn status(&self) -> OutputStatus {
        match self.status.load(Ordering::Relaxed) {
            STARTING => OutputStatus::Starting,
            READY => OutputStatus::Ready,
            _ => OutputStatus::Unavailable,
        }
    }
}

/// What the sound thread and the audio callback share, none of it behind a lock.
struct Shared {
    /// The player's volume (`f32` bits), read by the callback before each buffer.
    volume: AtomicU32,
    /// Seconds of silence since the last cue ended (`f32` bits), written by the callback.
    idle_seconds: AtomicU32,
}

impl Shared {
    fn new() -> Self {
        Self {
            volume: AtomicU32::new(0f32.to_bits()),
            idle_seconds: AtomicU32::new(0f32.to_bits()),
        }
    }

    fn load(cell: &AtomicU32) -> f32 {
        f32::from_bits(cell.load(Ordering::Relaxed))
    }

    fn store(cell: &AtomicU32, value: f32) {
        cell.store(value.to_bits(), Ordering::Relaxed);
    }
}

/// The audio callback's work for one buffer: take the new cues, follow the volume, mix, and
/// report the silence. Wait-free: no lock, no allocation (the cues' samples stay owned by the
/// sound thread's bank, so no voice frees memory here).
fn render(
    mixer: &mut Mixer,
    cues: &mut rtrb::Consumer<Arc<[f32]>>,
    volume: &mut f32,
    shared: &Shared,
    out: &mut [f32],
) {
    let wanted = Shared::load(&shared.volume);
    if wanted.to_bits() != volume.to_bits() {
        *volume = wanted;
        mixer.set_volume(wanted);
    }
    while let Ok(samples) = cues.pop() {
        mixer.start(samples);
    }
    mixer.render(out);
    Shared::store(&shared.idle_seconds, mixer.idle_seconds());
}

/// The sound systems to try, best first.
fn backends() -> Vec<Backend> {
    if cfg!(target_os = "windows") {
        vec![Backend::Wasapi, Backend::DSound, Backend::WinMm]
    } else if cfg!(target_vendor = "apple") {
        vec![Backend::CoreAudio]
    } else if cfg!(target_os = "linux") {
        // PulseAudio first (PipeWire serves it too). ALSA only where the kernel has a sound
        // card: without one, libasound prints a screen of errors on stderr. JACK is left out:
        // its library complains on stderr when no JACK server runs.
        let mut list = vec![Backend::PulseAudio];
        if alsa_has_a_card() {
            list.push(Backend::Alsa);
        }
        list
    } else {
        vec![
            Backend::PulseAudio,
            Backend::Sndio,
            Backend::Audio4,
            Backend::Oss,
        ]
    }
}

/// True when `/proc/asound/cards` lists a card (lines of cards start with their number).
fn alsa_has_a_card() -> bool {
    std::fs::read_to_string("/proc/asound/cards").is_ok_and(|text| cards_listed(&text))
}

fn cards_listed(text: &str) -> bool {
    text.lines()
        .any(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
}

/// Opens the default output as mono `f32` at our sample rate (miniaudio converts to the
/// device's own format), with a callback that owns the mixer and takes its cues from `cues`.
/// The device starts stopped.
fn open(mut cues: rtrb::Consumer<Arc<[f32]>>, shared: Arc<Shared>) -> Result<Device<f32>, String> {
    let context = ContextBuilder::new()
        .preferred_backends(backends())
        .build()
        .map_err(|e| format!("no sound system: {e}"))?;
    DeviceBuilder::playback()
        .f32()
        .context(&context)
        .playback_channels(1)
        .sample_rate(SampleRate::Sr48000)
        .with_callback({
            let mut mixer = Mixer::default();
            let mut volume = 0.0;
            move |_, out: &mut [f32]| render(&mut mixer, &mut cues, &mut volume, &shared, out)
        })
        .map_err(|e| format!("no output device: {e}"))
}

/// The sound thread.
fn run(commands: &Receiver<Command>, status: &AtomicU8) {
    let shared = Arc::new(Shared::new());
    let (mut cues, consumer) = rtrb::RingBuffer::new(QUEUE);
    let mut device = match open(consumer, Arc::clone(&shared)) {
        Ok(device) => device,
        Err(reason) => {
            log::info!("sound: {reason}; sound effects are off");
            status.store(UNAVAILABLE, Ordering::Relaxed);
            return;
        }
    };
    let bank: Vec<Arc<[f32]>> = Cue::ALL
        .iter()
        .map(|&c| recipes::render(c).into())
        .collect();
    status.store(READY, Ordering::Relaxed);
    log::debug!("sound: output ready");
    let mut running = false;
    loop {
        let command = if running {
            commands.recv_timeout(POLL)
        } else {
            commands.recv().map_err(|_| RecvTimeoutError::Disconnected)
        };
        match command {
            Ok(Command::Play(cue)) => {
                let Some(samples) = bank.get(cue.index()) else {
                    continue;
                };
                if cues.push(Arc::clone(samples)).is_err() {
                    log::debug!("sound: {QUEUE} cues are waiting; {cue:?} is dropped");
                }
                if !running {
                    if let Err(e) = device.device_start() {
                        log::warn!("sound: the output does not start ({e}); sound effects are off");
                        status.store(UNAVAILABLE, Ordering::Relaxed);
                        return;
                    }
                    running = true;
                }
            }
            Ok(Command::Volume(volume)) => Shared::store(&shared.volume, volume),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        // A cue still in the ring has not been heard: the device keeps running for it.
        if running && cues.slots() == QUEUE && Shared::load(&shared.idle_seconds) >= LINGER_SECONDS
        {
            if let Err(e) = device.device_stop() {
                log::warn!("sound: the output does not stop ({e})");
            }
            running = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_callback_takes_cues_from_the_ring_and_follows_the_volume() {
        let shared = Shared::new();
        let (mut cues, mut consumer) = rtrb::RingBuffer::new(QUEUE);
        let (mut mixer, mut volume) = (Mixer::default(), 0.0);
        let mut out = [1.0f32; 4];
        Shared::store(&shared.volume, 1.0);
        cues.push(Arc::from(vec![0.25f32; 6])).unwrap();
        render(&mut mixer, &mut consumer, &mut volume, &shared, &mut out);
        assert_eq!(mixer.playing(), 1, "the queued cue started");
        assert!(out.iter().any(|&x| x > 0.0), "{out:?}");
        assert!(cues.slots() == QUEUE, "the ring was emptied");
        // The cue ends in the next buffer; the silence after it is reported.
        render(&mut mixer, &mut consumer, &mut volume, &shared, &mut out);
        render(&mut mixer, &mut consumer, &mut volume, &shared, &mut out);
        assert_eq!(mixer.playing(), 0);
        assert!(Shared::load(&shared.idle_seconds) > 0.0);
        // Volume 0 silences what plays at once.
        cues.push(Arc::from(vec![0.25f32; 64])).unwrap();
        render(&mut mixer, &mut consumer, &mut volume, &shared, &mut out);
        Shared::store(&shared.volume, 0.0);
        render(&mut mixer, &mut consumer, &mut volume, &shared, &mut out);
        assert_eq!(mixer.playing(), 0);
        assert_eq!(out, [0.0; 4]);
    }

    #[test]
    fn alsa_cards_are_read_from_the_kernel_list() {
        assert!(!cards_listed("--- no soundcards ---\n"));
        assert!(!cards_listed(""));
        assert!(cards_listed(
            " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n                      HDA Intel PCH at 0xf7f10000 irq 32\n"
        ));
    }

    #[test]
    fn every_platform_has_a_backend_to_try() {
        assert!(!backends().is_empty());
        assert!(
            !backends().contains(&Backend::Null),
            "silence is not an output"
        );
    }
}
