import { chooseVoice, speechMode, SPEECH_RATE } from '../logic/speech-choice';

/**
 * Speaks words with the browser's speech synthesis (English voice, slightly slow). When the browser has no
 * English voice, `available` is false and games show the word instead (addWordPrompt does this for them).
 */
export class Speech {
  private readonly synth: SpeechSynthesis | null;
  private voice: SpeechSynthesisVoice | null = null;
  private last: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(win: Window = window) {
    this.synth = 'speechSynthesis' in win ? win.speechSynthesis : null;
    this.refreshVoices();
    // Chromium fills the voice list asynchronously.
    this.synth?.addEventListener?.('voiceschanged', () => this.refreshVoices());
  }

  /** Whether words can be spoken (false → show them). */
  get available(): boolean {
    return this.voice !== null;
  }

  /** The word said last (what 'say again' repeats). */
  get lastSaid(): string | null {
    return this.last;
  }

  /** Says `text` (stopping anything still being said); returns whether it could be spoken. */
  say(text: string): boolean {
    this.last = text;
    if (!this.synth || !this.voice) return false;
    this.synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = this.voice;
    utterance.lang = this.voice.lang;
    utterance.rate = SPEECH_RATE;
    this.synth.speak(utterance);
    return true;
  }

  sayAgain(): boolean {
    return this.last !== null && this.say(this.last);
  }

  stop(): void {
    this.synth?.cancel();
  }

  /** Called when voices arrive or disappear (a prompt may switch between speaking and showing). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private refreshVoices(): void {
    const voices = this.synth?.getVoices() ?? [];
    this.voice = speechMode(this.synth !== null, voices) === 'speak' ? chooseVoice(voices) : null;
    for (const listener of this.listeners) listener();
  }
}
