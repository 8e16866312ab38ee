// A tap on a button of the page the portal drew, made before the scripts have taken the page over,
// is not lost. The HTML's inline script remembers the button tapped before this code arrives
// (shared-contracts/build/index.html); from then on taps are remembered here, by the button's
// place in the drawn markup. Once the live page has drawn the same markup, the button at that
// place — if it is the same button — is tapped for the visitor. Links work without scripts, but
// the router's start (history.replaceState) would cancel the page load a link began: a tap on a
// link that leaves the page, or a drawn form sent, stops the takeover instead (leavingPage).

/** The portal's drawn page: a wrapper per language, and in it the slot holding the area's page (PRERENDER_SLOT). */
export const DRAWN_SELECTOR = '[data-prerender]';
export const SLOT_SELECTOR = '[data-prerender-slot]';
/** What the live page draws its page into: an area's (RemoteArea) or one of the shell's own (PageArrived). */
const PAGE_ELEMENTS = ['[data-remote]', '[data-shell-page]'];
export const LIVE_PAGE_SELECTOR = PAGE_ELEMENTS.join(', ');
/** A page drawn by the portal whose code has not arrived: React cannot hydrate it yet. */
export const AWAITED_PAGE_SELECTOR = PAGE_ELEMENTS.map((element) => `${element}:not([data-live])`).join(', ');
const TAPPABLE = 'button, [role="button"], [role="combobox"], [role="switch"], [role="tab"]';
/** A tap older than this is not replayed: the visitor has moved on. */
const REPLAY_WITHIN_MS = 10_000;

interface EarlyTapGlobals {
  /** Set by the HTML's inline script: what was tapped before any of this code ran. */
  djelfaEarlyTap?: Element | null;
  /** Tells the inline script that this code listens now. */
  djelfaTapsHeard?: boolean;
  /** Set by the HTML's inline script: a form of the drawn page was sent before any of this code ran. */
  djelfaEarlySubmit?: boolean;
}

interface RememberedTap {
  /** What was tapped: on a hydrated page (start-app.tsx), the live page's own element. */
  element: Element;
  /** In the area's page (its place counted from the slot) or in the frame (from the language wrapper). */
  inPage: boolean;
  place: number[];
  signature: string;
  path: string;
  at: number;
}

let remembered: RememberedTap | null = null;
let leaving = false;
/**
 * React listens from here on (a hydrated page's drawn nodes are its own): it takes every later tap
 * itself, but for one on an area's page whose code has not arrived, which React cannot hydrate
 * yet and drops: that one is still remembered, for the page to replay once it is live.
 */
let reactListens = false;

export function reactTakesTaps(): void {
  reactListens = true;
}

/** A link whose click loads another document in this tab (not a place on this page, another site, a phone number, a new tab). */
export function loadsAnotherPage(target: Element | null, event?: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  const link = target?.closest<HTMLAnchorElement>('a[href]');
  if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  if (event && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return false;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return !(url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== '');
}

/** Whether the visitor followed a link of the drawn page: the page is on its way out, and taking it over would stop that. */
export const leavingPage = (): boolean => leaving;

/** Elements that make the page, not its styles: the drawn page carries antd's style tags in its slot, the live page in the head. */
const drawnChildren = (element: Element): Element[] => [...element.children].filter((child) => !['STYLE', 'LINK', 'SCRIPT'].includes(child.tagName));

function placeOf(ancestor: Element, element: Element): number[] | null {
  const place: number[] = [];
  for (let node: Element = element; node !== ancestor;) {
    const parent = node.parentElement;
    if (!parent) return null;
    place.unshift(drawnChildren(parent).indexOf(node));
    node = parent;
  }
  return place;
}

const at = (ancestor: Element, place: number[]): Element | null => place.reduce<Element | null>((node, index) => (node ? (drawnChildren(node)[index] ?? null) : null), ancestor);

const signatureOf = (element: Element): string => `${element.tagName}|${element.getAttribute('aria-label') ?? ''}|${element.textContent?.trim() ?? ''}`;

/** Remembers a tap on a drawn button; a live one is React's. */
function remember(target: Element | null): void {
  const button = target?.closest(TAPPABLE);
  if (reactListens && !button?.closest(AWAITED_PAGE_SELECTOR)) return;
  if (!button || button.closest('a[href]')) return;
  const slot = button.closest(SLOT_SELECTOR);
  const wrapper = button.closest(DRAWN_SELECTOR);
  const ancestor = slot ?? wrapper;
  const place = ancestor && placeOf(ancestor, button);
  if (!place) return;
  remembered = { element: button, inPage: Boolean(slot), place, signature: signatureOf(button), path: window.location.pathname, at: performance.now() };
}

/** From the page's first script on: taps on the drawn page are remembered, and the one the HTML's script caught. */
export function rememberEarlyTaps(root: HTMLElement): void {
  const globals = window as unknown as EarlyTapGlobals;
  globals.djelfaTapsHeard = true;
  if (loadsAnotherPage(globals.djelfaEarlyTap ?? null) || globals.djelfaEarlySubmit) leaving = true;
  remember(globals.djelfaEarlyTap ?? null);
  globals.djelfaEarlyTap = null;
  root.addEventListener('click', (event) => remember(event.target as Element), true);
  // After every other listener: a click the live page's router took over (prevented) leaves nothing.
  root.addEventListener('click', (event) => {
    if (!event.defaultPrevented && loadsAnotherPage(event.target as Element, event)) leaving = true;
  });
  // A drawn form sent (a search typed and Enter pressed) loads its answer as another page, like a link.
  root.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) leaving = true;
  });
}

const tapAsAFinger = (button: Element) => {
  // antd's selects open on the press, buttons act on the click: both, as a finger gives them.
  for (const type of ['mousedown', 'mouseup']) button.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
  (button as HTMLElement).click();
};

/**
 * On a hydrated page the tapped button is the live one: the tap is replayed on it once React has
 * taken over its part of the page — the frame with the root, an area's page when its code has
 * arrived (`inArea`: PageArrived).
 */
export function replayTapOnHydrated(inArea: boolean): void {
  const tap = remembered;
  if (!tap || Boolean(tap.element.closest(LIVE_PAGE_SELECTOR)) !== inArea) return;
  remembered = null;
  if (performance.now() - tap.at <= REPLAY_WITHIN_MS && tap.path === window.location.pathname && tap.element.isConnected) tapAsAFinger(tap.element);
}

/** Where the live page draws what the tap was made on, once it has. */
function liveAncestor(root: HTMLElement, tap: RememberedTap): Element | null {
  if (tap.inPage) return root.querySelector(LIVE_PAGE_SELECTOR);
  return root.querySelector(`:scope > ${DRAWN_SELECTOR}`) ? null : root;
}

/** Replays the remembered tap on the live page's same button, as soon as it is drawn. */
export function replayEarlyTaps(root: HTMLElement): void {
  const check = () => {
    const tap = remembered;
    if (!tap) return void requestAnimationFrame(check);
    if (performance.now() - tap.at > REPLAY_WITHIN_MS || tap.path !== window.location.pathname) {
      remembered = null;
      return void requestAnimationFrame(check);
    }
    const ancestor = liveAncestor(root, tap);
    const button = ancestor && at(ancestor, tap.place);
    if (button && !button.closest(DRAWN_SELECTOR) && !button.closest(SLOT_SELECTOR)) {
      remembered = null;
      if (signatureOf(button) === tap.signature) tapAsAFinger(button);
    }
    if (document.querySelector(DRAWN_SELECTOR) || document.querySelector(SLOT_SELECTOR) || remembered) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
