/**
 * The realtime speech service over WebRTC (SOFIA.md §4), with the short-lived key the server
 * minted: the microphone goes up, Sofia's voice comes down, events go over the `oai-events`
 * channel. The service only listens and speaks here: it does not answer on its own
 * (`create_response: false`). Each finished transcript of what the member said goes through the
 * chat endpoint like a typed message (the same safety check first), and Sofia's reply is then
 * spoken by the service word for word.
 */

export interface RealtimeVoice {
  say(text: string): void;
  close(): void;
}

interface RealtimeKey {
  clientSecret: string;
  model: string;
  /** The service's WebRTC calls address, from the server's configuration (SOFIA_REALTIME_BASE_URL). */
  callsUrl: string;
}

export async function connectRealtimeVoice(key: RealtimeKey, onTranscript: (text: string) => void): Promise<RealtimeVoice> {
  const peer = new RTCPeerConnection();
  const microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
  const audio = new Audio();
  audio.autoplay = true;
  peer.ontrack = (event) => {
    audio.srcObject = event.streams[0] ?? null;
  };
  for (const track of microphone.getTracks()) peer.addTrack(track, microphone);
  const events = peer.createDataChannel('oai-events');
  const send = (event: object) => {
    if (events.readyState === 'open') events.send(JSON.stringify(event));
  };
  events.onopen = () =>
    send({
      type: 'session.update',
      session: {
        type: 'realtime',
        audio: {
          input: { transcription: { model: 'gpt-4o-mini-transcribe' }, turn_detection: { type: 'server_vad', create_response: false } },
        },
      },
    });
  events.onmessage = (message) => {
    const event = JSON.parse(String(message.data)) as { type?: string; transcript?: string };
    if (event.type === 'conversation.item.input_audio_transcription.completed' && event.transcript?.trim())
      onTranscript(event.transcript.trim());
  };
  const close = () => {
    events.close();
    peer.close();
    for (const track of microphone.getTracks()) track.stop();
  };
  try {
    const offer = await peer.createOffer();
    await peer.setLocalDescription(offer);
    const answer = await fetch(`${key.callsUrl}?model=${encodeURIComponent(key.model)}`, {
      method: 'POST',
      body: offer.sdp,
      headers: { authorization: `Bearer ${key.clientSecret}`, 'content-type': 'application/sdp' },
    });
    if (!answer.ok) throw new Error(`The realtime service refused the call (${answer.status}).`);
    await peer.setRemoteDescription({ type: 'answer', sdp: await answer.text() });
  } catch (error) {
    close();
    throw error;
  }
  return {
    say: (text) =>
      send({
        type: 'response.create',
        response: { conversation: 'none', instructions: `Say exactly these words, warmly and unhurried, and nothing else: ${text}` },
      }),
    close,
  };
}
