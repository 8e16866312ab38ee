import { useAccountLanguage } from './account-language';
import { usePlanNotice } from './plan-notice';

/**
 * What the account changes on any page: its language on sign-in, the plan notice. A component of
 * its own, drawing nothing, so that the session's answer after the takeover redraws this alone,
 * not the whole frame with it (docs/architecture.md §2).
 */
export function AccountEffects() {
  useAccountLanguage();
  usePlanNotice();
  return null;
}
