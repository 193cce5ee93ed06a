import { markDistress } from '#web/lib/distress';

// Issue 20: once a crisis card showed in a Sofia conversation, the crisis banner stays for the
// rest of the browser session, whatever conversation is open. Kept in sessionStorage only.
const KEY = 'recalibrate_sofia_crisis';

export function rememberSofiaCrisis(): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, '1');
  } catch {
    // Without storage the banner stays for this page only.
  }
  markDistress();
}

export function sofiaCrisisThisSession(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
