import { chooseVoice, languageOf, speechMode, SPEECH_RATE } from '../logic/speech-choice';

/**
 * Speaks words with the browser's speech synthesis (English voice, slightly slow; a word in another script, such as
 * 苹果, in a voice of its language). When the browser has no English voice, `available` is false and games show the
 * word instead (addWordPrompt does this for them); a word no voice can say is shown too (`canSay`).
 */
export class Speech {
  private readonly synth: SpeechSynthesis | null;
  private voice: SpeechSynthesisVoice | null = null;
  private voices: SpeechSynthesisVoice[] = [];
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

  /** Whether this word can be spoken: an English voice for English, a voice of its language for another script. */
  canSay(text: string): boolean {
    return this.voiceFor(text) !== null;
  }

  /** Says `text` (stopping anything still being said); returns whether it could be spoken. */
  say(text: string): boolean {
    this.last = text;
    const voice = this.voiceFor(text);
    if (!this.synth || !voice) return false;
    this.synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
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

  private voiceFor(text: string): SpeechSynthesisVoice | null {
    if (!this.voice) return null;
    const language = languageOf(text);
    return language === 'en' ? this.voice : chooseVoice(this.voices, language);
  }

  private refreshVoices(): void {
    const voices = this.synth?.getVoices() ?? [];
    this.voices = voices;
    this.voice = speechMode(this.synth !== null, voices) === 'speak' ? chooseVoice(voices) : null;
    for (const listener of this.listeners) listener();
  }
}
