/**
 * The browser's own voice (issue 20, SOFIA.md §4): Sofia speaks with speechSynthesis, preferring
 * an English voice that runs on the device (listening is push-to-talk.tsx's). Nothing here is
 * required: without a voice the replies show as text.
 */

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}

function englishVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices?.() ?? [];
  const english = voices.filter((voice) => voice.lang?.toLowerCase().startsWith('en'));
  return english.find((voice) => voice.localService) ?? english[0];
}

/** Says the words (after anything still being said), a little slower than the default. */
export function speak(text: string): void {
  if (!canSpeak() || !text.trim()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  const voice = englishVoice();
  if (voice) utterance.voice = voice;
  utterance.lang = voice?.lang ?? 'en-US';
  utterance.rate = 0.92;
  window.speechSynthesis.speak(utterance);
}

/** Stops whatever is being said (a new reply, leaving the page, the member asks for quiet). */
export function hush(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
