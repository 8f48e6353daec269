"""Synthesise the game's sound effects into assets/sounds/ (pure Python, no numpy).

Every sound is 16-bit mono PCM at 22050 Hz, under a second or so, and deterministic: the
noise comes from a seeded ``random.Random``, so running the script twice writes the same
bytes (tests/test_assets.py checks that the committed files match this script).

    python build_scripts/make_sounds.py [out_dir]
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from pathlib import Path

RATE = 22050
TAU = 2.0 * math.pi

Signal = list[float]


# ---------------------------------------------------------------- building blocks


def silence(seconds: float) -> Signal:
    return [0.0] * int(round(seconds * RATE))


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.random() * 2.0 - 1.0 for _ in range(int(round(seconds * RATE)))]


def _biquad(sig: Signal, b0: float, b1: float, b2: float, a1: float, a2: float) -> Signal:
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in sig:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def _coefficients(kind: str, cutoff: float, q: float) -> tuple[float, ...]:
    """RBJ audio-EQ-cookbook low-pass / high-pass coefficients, normalised by a0."""
    w = TAU * cutoff / RATE
    alpha = math.sin(w) / (2.0 * q)
    cos_w = math.cos(w)
    a0 = 1.0 + alpha
    if kind == "low":
        b = ((1.0 - cos_w) / 2.0, 1.0 - cos_w, (1.0 - cos_w) / 2.0)
    else:
        b = ((1.0 + cos_w) / 2.0, -(1.0 + cos_w), (1.0 + cos_w) / 2.0)
    return (b[0] / a0, b[1] / a0, b[2] / a0, -2.0 * cos_w / a0, (1.0 - alpha) / a0)


def lowpass(sig: Signal, cutoff: float, passes: int = 1) -> Signal:
    """Butterworth-style (Q 0.707) 12 dB/octave low-pass, applied ``passes`` times."""
    for _ in range(passes):
        sig = _biquad(sig, *_coefficients("low", cutoff, math.sqrt(0.5)))
    return sig


def highpass(sig: Signal, cutoff: float) -> Signal:
    return _biquad(sig, *_coefficients("high", cutoff, math.sqrt(0.5)))


def bandpass(sig: Signal, low: float, high: float) -> Signal:
    """Noise shaped into a band: 12 dB/octave below ``low``, 24 dB/octave above ``high``."""
    return lowpass(highpass(sig, low), high, passes=2)


def envelope(n: int, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """Linear-in-dB-ish envelope: a sine-shaped attack, a hold, an exponential decay."""
    a = max(1, int(attack * RATE))
    h = int(hold * RATE)
    out = []
    for i in range(n):
        if i < a:
            out.append(math.sin(0.5 * math.pi * i / a) ** 2)
        elif i < a + h:
            out.append(1.0)
        else:
            out.append(math.exp(-(i - a - h) / (decay * RATE)))
    return out


def shaped(sig: Signal, attack: float, decay: float, hold: float = 0.0,
           tail: float = 0.02) -> Signal:
    """Apply an envelope, and a raised-cosine tail so the part ends at zero (no click)."""
    env = envelope(len(sig), attack, decay, hold)
    out = [x * e for x, e in zip(sig, env, strict=True)]
    n = min(len(out), max(1, int(tail * RATE)))
    for i in range(n):
        out[-n + i] *= 0.5 + 0.5 * math.cos(math.pi * (i + 1) / n)
    return out


def tone(
    freq: float,
    seconds: float,
    partials: tuple[tuple[float, float, float], ...] = ((1.0, 1.0, 1.0),),
    glide_to: float | None = None,
) -> Signal:
    """A sum of sine partials (ratio, amplitude, decay scale) with an optional pitch glide.

    Each partial's amplitude decays as exp(-t * decay_scale * 3): higher partials given
    larger scales die sooner, which is what makes a struck, bell-like timbre.
    """
    n = int(round(seconds * RATE))
    out = [0.0] * n
    for ratio, amp, scale in partials:
        phase = 0.0
        for i in range(n):
            t = i / RATE
            f = freq if glide_to is None else freq + (glide_to - freq) * min(1.0, t / seconds)
            phase += TAU * f * ratio / RATE
            out[i] += amp * math.sin(phase) * math.exp(-t * scale * 3.0)
    return out


def mix(length: float, *parts: tuple[float, Signal, float]) -> Signal:
    """Place (start_seconds, signal, gain) parts on a silent track ``length`` long."""
    track = silence(length)
    for start, sig, gain in parts:
        offset = int(round(start * RATE))
        for i, x in enumerate(sig):
            if offset + i < len(track):
                track[offset + i] += x * gain
    return track


def finish(sig: Signal, peak: float, fade_in: float = 0.002, fade_out: float = 0.015) -> Signal:
    """Remove DC, normalise to ``peak`` (0..1 of full scale) and fade both ends to zero."""
    mean = sum(sig) / len(sig)
    sig = [x - mean for x in sig]
    top = max(abs(x) for x in sig) or 1.0
    sig = [x * peak / top for x in sig]
    fi, fo = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    for i in range(min(fi, len(sig))):
        sig[i] *= i / fi
    for i in range(min(fo, len(sig))):
        sig[-1 - i] *= i / fo
    return sig


def write_wav(path: Path, sig: Signal) -> None:
    pcm = array("h", (max(-32767, min(32767, int(round(x * 32767)))) for x in sig))
    if sys.byteorder == "big":
        pcm.byteswap()  # WAV is little-endian
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())


# ---------------------------------------------------------------- the sounds


def swish(rng: random.Random, seconds: float, low: float, high: float,
          attack: float, decay: float) -> Signal:
    return shaped(bandpass(noise(seconds, rng), low, high), attack, decay)


def deal(rng: random.Random) -> Signal:
    """A soft card flick: a short airy swish ending in a light tap."""
    air = swish(rng, 0.10, 1500, 4500, 0.012, 0.020)
    tap = shaped(lowpass(noise(0.04, rng), 1500, passes=2), 0.001, 0.006)
    return finish(mix(0.14, (0.0, air, 1.0), (0.045, tap, 1.4)), peak=0.42)


def play(rng: random.Random) -> Signal:
    """A card laid on felt: a muffled pat with a little low body."""
    pat = shaped(lowpass(noise(0.10, rng), 1100, passes=2), 0.002, 0.016)
    body = tone(190, 0.12, ((1.0, 1.0, 12.0),), glide_to=120)
    body = shaped(body, 0.002, 0.030)
    brush = swish(rng, 0.05, 1500, 4000, 0.004, 0.010)
    return finish(mix(0.16, (0.0, brush, 0.25), (0.012, pat, 1.0), (0.012, body, 0.5)),
                  peak=0.6)


def trick(rng: random.Random) -> Signal:
    """Cards gathered: a few quick overlapping swishes, then the pile squared."""
    parts = []
    for k, start in enumerate((0.0, 0.055, 0.115, 0.18)):
        parts.append((start, swish(rng, 0.13, 700, 3500, 0.010, 0.030), 1.0 - 0.15 * k))
    square = shaped(lowpass(noise(0.06, rng), 900, passes=2), 0.002, 0.012)
    parts.append((0.27, square, 1.6))
    return finish(mix(0.42, *parts), peak=0.5)


BELL = ((1.0, 1.0, 1.0), (2.0, 0.35, 2.2), (3.01, 0.12, 3.5), (4.17, 0.06, 5.0))


def call(rng: random.Random) -> Signal:
    """A gentle two-stroke chime (G5 then C6)."""
    g5 = shaped(tone(783.99, 0.55, BELL), 0.004, 0.22)
    c6 = shaped(tone(1046.50, 0.62, BELL), 0.004, 0.26)
    return finish(mix(0.72, (0.0, g5, 0.8), (0.09, c6, 1.0)), peak=0.38, fade_out=0.05)


MALLET = ((1.0, 1.0, 1.0), (3.98, 0.22, 6.0), (2.0, 0.08, 3.0))


def round_end(rng: random.Random) -> Signal:
    """A short rising arpeggio, C major with a sixth on top: C5 E5 G5 A5 C6."""
    notes = (523.25, 659.25, 783.99, 880.00, 1046.50)
    parts = []
    for k, freq in enumerate(notes):
        last = k == len(notes) - 1
        length = 0.55 if last else 0.40
        note = shaped(tone(freq, length, MALLET), 0.004, 0.20 if last else 0.12)
        parts.append((k * 0.1, note, 1.0 if last else 0.85))
    return finish(mix(1.05, *parts), peak=0.45, fade_out=0.08)


def turn(rng: random.Random) -> Signal:
    """A very soft 'your turn': two quiet round notes, E5 up to A5."""
    soft = ((1.0, 1.0, 1.0), (2.0, 0.1, 2.0))
    e5 = shaped(tone(659.25, 0.25, soft), 0.010, 0.08)
    a5 = shaped(tone(880.00, 0.30, soft), 0.010, 0.11)
    return finish(mix(0.40, (0.0, e5, 0.8), (0.085, a5, 1.0)), peak=0.22, fade_out=0.04)


def illegal(rng: random.Random) -> Signal:
    """A soft low 'uh-uh': two rounded thumps, the second lower and quieter."""
    warm = ((1.0, 1.0, 1.0), (2.0, 0.3, 1.5))
    first = shaped(tone(200, 0.16, warm, glide_to=160), 0.008, 0.050)
    second = shaped(tone(165, 0.20, warm, glide_to=125), 0.008, 0.060)
    sig = lowpass(mix(0.36, (0.0, first, 1.0), (0.13, second, 0.8)), 900)
    return finish(sig, peak=0.45, fade_out=0.03)


SOUNDS = {
    "deal.wav": (deal, 1),
    "play.wav": (play, 2),
    "trick.wav": (trick, 3),
    "call.wav": (call, 4),
    "round.wav": (round_end, 5),
    "turn.wav": (turn, 6),
    "illegal.wav": (illegal, 7),
}


def main(argv: list[str]) -> int:
    default = Path(__file__).resolve().parent.parent / "assets" / "sounds"
    out = Path(argv[1]) if len(argv) > 1 else default
    out.mkdir(parents=True, exist_ok=True)
    for name, (make, seed) in SOUNDS.items():
        path = out / name
        write_wav(path, make(random.Random(seed)))
        print(f"{path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
