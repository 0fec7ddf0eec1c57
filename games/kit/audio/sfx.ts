/** The kit's sound effects, all generated with WebAudio (no audio files to download). */
export type SoundName = 'correct' | 'wrong' | 'tick' | 'spin' | 'win' | 'pop';

type Note = { freq: number; at: number; length: number; type: OscillatorType; gain: number; slideTo?: number };

/** Each effect as a few notes: [frequency Hz, start s, length s, wave, gain, optional slide target Hz]. */
const EFFECTS: Record<SoundName, Note[]> = {
  // A bright rising "ding-ding".
  correct: [
    { freq: 784, at: 0, length: 0.12, type: 'triangle', gain: 0.5 },
    { freq: 1175, at: 0.1, length: 0.28, type: 'triangle', gain: 0.5 },
  ],
  // A soft falling "bwomp" (not scary: six-year-olds hear it).
  wrong: [{ freq: 300, at: 0, length: 0.35, type: 'sawtooth', gain: 0.18, slideTo: 140 }],
  tick: [{ freq: 1600, at: 0, length: 0.03, type: 'square', gain: 0.12 }],
  spin: Array.from({ length: 10 }, (_, i) => ({
    freq: 900 + i * 60,
    at: i * (0.05 + i * 0.006),
    length: 0.03,
    type: 'square' as const,
    gain: 0.1,
  })),
  // A little fanfare: C E G C'.
  win: [
    { freq: 523, at: 0, length: 0.14, type: 'triangle', gain: 0.45 },
    { freq: 659, at: 0.14, length: 0.14, type: 'triangle', gain: 0.45 },
    { freq: 784, at: 0.28, length: 0.14, type: 'triangle', gain: 0.45 },
    { freq: 1047, at: 0.42, length: 0.5, type: 'triangle', gain: 0.5 },
    { freq: 1319, at: 0.42, length: 0.5, type: 'sine', gain: 0.25 },
  ],
  pop: [{ freq: 500, at: 0, length: 0.08, type: 'sine', gain: 0.35, slideTo: 900 }],
};

/**
 * Plays the effects. Browsers only allow audio after a gesture, so the AudioContext is made (or resumed) on the
 * first tap or key press; effects asked for before that are simply not played.
 */
export class Sfx {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private mutedValue = false;
  private volumeValue = 0.8;
  private readonly listeners = new Set<() => void>();

  /** Starts audio on the first user gesture in `target` (the game's window). */
  unlockOn(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): void {
    const unlock = () => {
      this.ensureContext();
      if (this.context?.state === 'running') {
        target.removeEventListener('pointerdown', unlock);
        target.removeEventListener('keydown', unlock);
      }
    };
    target.addEventListener('pointerdown', unlock);
    target.addEventListener('keydown', unlock);
  }

  get muted(): boolean {
    return this.mutedValue;
  }

  set muted(value: boolean) {
    this.mutedValue = value;
    this.applyVolume();
  }

  /** 0 to 1. */
  get volume(): number {
    return this.volumeValue;
  }

  set volume(value: number) {
    this.volumeValue = Math.min(1, Math.max(0, value));
    this.applyVolume();
  }

  toggleMute(): boolean {
    this.muted = !this.mutedValue;
    return this.mutedValue;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  play(name: SoundName): void {
    const context = this.context;
    if (!context || !this.master || this.mutedValue || context.state !== 'running') return;
    const now = context.currentTime;
    for (const note of EFFECTS[name]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = note.type;
      osc.frequency.setValueAtTime(note.freq, now + note.at);
      if (note.slideTo) osc.frequency.exponentialRampToValueAtTime(note.slideTo, now + note.at + note.length);
      gain.gain.setValueAtTime(0.0001, now + note.at);
      gain.gain.exponentialRampToValueAtTime(note.gain, now + note.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + note.at + note.length);
      osc.connect(gain).connect(this.master);
      osc.start(now + note.at);
      osc.stop(now + note.at + note.length + 0.02);
    }
  }

  private ensureContext(): void {
    if (!this.context) {
      const Ctor = globalThis.AudioContext as typeof AudioContext | undefined;
      if (!Ctor) return;
      this.context = new Ctor();
      this.master = this.context.createGain();
      this.master.connect(this.context.destination);
      this.applyVolume();
    }
    if (this.context.state === 'suspended') void this.context.resume();
  }

  private applyVolume(): void {
    if (this.master) this.master.gain.value = this.mutedValue ? 0 : this.volumeValue;
    for (const listener of this.listeners) listener();
  }
}
