import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../ui/theme.js';
import { pushIsOn, pushSupported, turnOnPush } from './push-subscription.js';
import { useSession } from './session.js';

const DISMISSED_KEY = 'djelfa-estates.push-offer-dismissed';
/** A "not now" holds for a month. */
const DISMISSED_FOR_MS = 30 * 24 * 60 * 60 * 1000;

const box: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  marginBlockStart: 12,
  padding: 12,
  borderRadius: 10,
  border: '1px solid #d8e2de',
  background: '#f5f7f6',
};
const text: CSSProperties = { margin: 0, flex: '1 1 200px' };
const button: CSSProperties = { font: 'inherit', fontWeight: 700, borderRadius: 8, paddingBlock: 6, paddingInline: 14, cursor: 'pointer', border: `1px solid ${BRAND.primary}` };
const primary: CSSProperties = { ...button, color: '#fff', background: BRAND.primary };
const secondary: CSSProperties = { ...button, color: BRAND.primary, background: 'transparent' };

const dismissedRecently = (): boolean => {
  try {
    return Date.now() - Number(localStorage.getItem(DISMISSED_KEY) ?? 0) < DISMISSED_FOR_MS;
  } catch {
    return false;
  }
};

type State = 'unknown' | 'offer' | 'asking' | 'on' | 'refused' | 'failed' | 'hidden';

/**
 * The offer to be told on this phone, right after the visitor saved a search or sent a message
 * (never on arrival): the browser's permission prompt comes only from its button. Not shown where
 * the browser cannot receive pushes, once it is on, or for a month after "Not now".
 */
export function PushOffer({ after }: { after: 'search' | 'message' }) {
  const { t } = useTranslation('common');
  const { user } = useSession();
  // Read once, when the offer appears (after the action: never while a drawn page hydrates).
  const [state, setState] = useState<State>(() => (!pushSupported() || Notification.permission === 'denied' || dismissedRecently() ? 'hidden' : 'unknown'));
  useEffect(() => {
    if (state !== 'unknown') return;
    let live = true;
    pushIsOn().then(
      (on) => live && setState(on ? 'hidden' : 'offer'),
      () => live && setState('offer'),
    );
    return () => {
      live = false;
    };
  }, [state]);

  const turnOn = async () => {
    if (!user) return;
    setState('asking');
    try {
      setState((await turnOnPush(user.id)) ? 'on' : 'refused');
    } catch {
      setState('failed');
    }
  };
  const notNow = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // Storage blocked: hidden for this page only.
    }
    setState('hidden');
  };

  if (state === 'unknown' || state === 'hidden') return null;
  if (state !== 'offer' && state !== 'asking') {
    return (
      <p style={box} role="status" data-testid="push-offer">
        {t(`push.${state}`)}
      </p>
    );
  }
  return (
    <div style={box} data-testid="push-offer">
      <p style={text}>{t(`push.offer.${after}`)}</p>
      <button type="button" style={primary} onClick={() => void turnOn()} disabled={state === 'asking'} aria-busy={state === 'asking' || undefined}>
        {t('push.turnOn')}
      </button>
      <button type="button" style={secondary} onClick={notNow}>
        {t('push.notNow')}
      </button>
    </div>
  );
}
