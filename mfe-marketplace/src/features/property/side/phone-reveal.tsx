import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { ApiError, type Id } from 'shared-contracts';
import { apiErrorText } from 'shared-contracts/react';
import { revealPhone } from '../api/reveal-phone';

/** 404: the owner now takes messages only, or removed their number. */
const noNumber = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Why no number came, in the visitor's words: none to give, the day's limit, a network failure… */
export const revealFailureText = (t: TFunction, error: unknown): string => (noNumber(error) ? t('property.contact.numberGone') : apiErrorText(t, error));

export interface PhoneReveal {
  /** The owner's number once revealed; never in the page before a click (nor in its HTML). */
  phone: string | null;
  revealing: boolean;
  /** Why the last reveal failed, for the visitor in their language; null otherwise. */
  error: unknown;
  /** The API has no number to give (404: the owner now takes messages only, or removed it): asking again is pointless. */
  unavailable: boolean;
  /** Asks for the number; resolves with the failure, or null once it is shown. */
  reveal(this: void): Promise<unknown>;
}

const PhoneRevealContext = createContext<PhoneReveal | null>(null);

interface State {
  phone: string | null;
  revealing: boolean;
  error: unknown;
}

/**
 * One reveal per view of a listing, shared by the contact card and the phone's contact bar: the
 * number lives in this page's React state only (a new listing, or coming back to this one, asks again).
 */
export function PhoneRevealProvider({ propertyId, children }: { propertyId: Id; children: ReactNode }) {
  const [state, setState] = useState<State>({ phone: null, revealing: false, error: null });
  // A second click while the first is on its way asks nothing more (each reveal counts against the day's limit).
  const asking = useRef(false);

  const value = useMemo<PhoneReveal>(() => {
    const reveal = async (): Promise<unknown> => {
      if (asking.current) return null;
      asking.current = true;
      setState((current) => ({ ...current, revealing: true, error: null }));
      try {
        const { phone } = await revealPhone(propertyId);
        setState({ phone, revealing: false, error: null });
        return null;
      } catch (error) {
        setState({ phone: null, revealing: false, error });
        return error;
      } finally {
        asking.current = false;
      }
    };
    return { ...state, unavailable: noNumber(state.error), reveal };
  }, [propertyId, state]);

  return <PhoneRevealContext.Provider value={value}>{children}</PhoneRevealContext.Provider>;
}

export function usePhoneReveal(): PhoneReveal {
  const reveal = useContext(PhoneRevealContext);
  if (!reveal) throw new Error('usePhoneReveal needs a PhoneRevealProvider (the listing page gives one).');
  return reveal;
}
