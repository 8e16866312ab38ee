import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { PRERENDER_SLOT } from 'shared-contracts';
import { DRAWN_SELECTOR, leavingPage, loadsAnotherPage, rememberEarlyTaps, replayEarlyTaps, SLOT_SELECTOR } from './early-tap';

const frame = (slot: string) => `<header><button aria-label="menu">≡</button></header><main><div ${PRERENDER_SLOT}="">${slot}</div></main>`;
const nextFrames = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a tap on the drawn page before the scripts took it over', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });

  it('names the markup the portal draws', () => {
    expect(SLOT_SELECTOR).toBe(`[${PRERENDER_SLOT}]`);
    expect(DRAWN_SELECTOR).toBe('[data-prerender]');
  });

  it('is replayed on the same button of the live frame once it is drawn, and on the page once it arrives', async () => {
    root.innerHTML = `<div data-prerender="ar">${frame('<style>.x{}</style><section><button>filters</button></section>')}</div>`;
    rememberEarlyTaps(root);
    replayEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('header button')!.click();

    const menu = jest.fn();
    root.innerHTML = `<header><button aria-label="menu">≡</button></header><main></main>`;
    root.querySelector('header button')!.addEventListener('click', menu);
    await nextFrames();
    expect(menu).toHaveBeenCalledTimes(1);

    // The page's own buttons: counted from the slot, its style tags aside.
    root.innerHTML = `<div data-prerender="ar">${frame('<style>.x{}</style><section><button>filters</button></section>')}</div>`;
    replayEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('section button')!.click();
    const filters = jest.fn();
    root.innerHTML = `<header><button aria-label="menu">≡</button></header><main><div data-remote="marketplace"><section><button>filters</button></section></div></main>`;
    root.querySelector('section button')!.addEventListener('click', filters);
    await nextFrames();
    expect(filters).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the live page has another button at that place', async () => {
    root.innerHTML = `<div data-prerender="ar">${frame('')}</div>`;
    rememberEarlyTaps(root);
    replayEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('header button')!.click();
    const other = jest.fn();
    root.innerHTML = `<header><button aria-label="language">EN</button></header><main></main>`;
    root.querySelector('header button')!.addEventListener('click', other);
    await nextFrames();
    expect(other).not.toHaveBeenCalled();
  });
});

describe('a tap on a page the browser hydrates (the drawn nodes become the live ones)', () => {
  const drawn = `<div data-prerender="ar"><header><button aria-label="menu">≡</button></header><main><div data-remote="marketplace"><button>filters</button></div></main></div>`;

  it('is replayed on the very button it was made on: the frame with the root, the page when its area has it, and only then', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./early-tap');
      document.body.innerHTML = `<div id="root">${drawn}</div>`;
      const root = document.getElementById('root')!;
      fresh.rememberEarlyTaps(root);
      const menu = jest.fn();
      root.querySelector('header button')!.addEventListener('click', menu);
      root.querySelector<HTMLButtonElement>('header button')!.click();
      expect(menu).toHaveBeenCalledTimes(1); // the drawn button itself, which nothing listened to yet
      fresh.reactTakesTaps(); // the hydration starts
      fresh.replayTapOnHydrated(true);
      expect(menu).toHaveBeenCalledTimes(1); // the area's page is live, not the frame: kept for the root
      fresh.replayTapOnHydrated(false);
      expect(menu).toHaveBeenCalledTimes(2);
      fresh.replayTapOnHydrated(false);
      expect(menu).toHaveBeenCalledTimes(2); // once
    });
  });

  it("is React's own once it listens, but for one on an area's page whose code has not arrived: that one is replayed when the page is live", async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./early-tap');
      document.body.innerHTML = `<div id="root">${drawn}</div>`;
      const root = document.getElementById('root')!;
      fresh.rememberEarlyTaps(root);
      fresh.reactTakesTaps();
      const menu = jest.fn();
      const filters = jest.fn();
      root.querySelector('header button')!.addEventListener('click', menu);
      root.querySelector('main button')!.addEventListener('click', filters);
      root.querySelector<HTMLButtonElement>('header button')!.click();
      fresh.replayTapOnHydrated(false);
      expect(menu).toHaveBeenCalledTimes(1); // React's: not replayed

      root.querySelector<HTMLButtonElement>('main button')!.click();
      root.querySelector('[data-remote]')!.setAttribute('data-live', ''); // PageArrived
      fresh.replayTapOnHydrated(true);
      expect(filters).toHaveBeenCalledTimes(2); // React dropped it: replayed once the page is live
      root.querySelector<HTMLButtonElement>('main button')!.click();
      fresh.replayTapOnHydrated(true);
      expect(filters).toHaveBeenCalledTimes(3); // the live page's own
    });
  });

  it("is replayed as well on one of the shell's own pages whose chunk has not arrived (/contact)", async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./early-tap');
      document.body.innerHTML = `<div id="root"><div data-prerender="ar"><main><div data-shell-page><button>fees?</button></div></main></div></div>`;
      const root = document.getElementById('root')!;
      fresh.rememberEarlyTaps(root);
      fresh.reactTakesTaps();
      const question = jest.fn();
      root.querySelector('main button')!.addEventListener('click', question);
      root.querySelector<HTMLButtonElement>('main button')!.click();
      fresh.replayTapOnHydrated(false);
      expect(question).toHaveBeenCalledTimes(1); // the frame is live, not the page
      root.querySelector('[data-shell-page]')!.setAttribute('data-live', ''); // PageArrived
      fresh.replayTapOnHydrated(true);
      expect(question).toHaveBeenCalledTimes(2);
    });
  });
});

describe('a link followed on the drawn page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/advisors');
  });

  const link = (attributes: string) => {
    document.getElementById('root')!.innerHTML = `<a ${attributes}><span>text</span></a>`;
    return document.querySelector('span');
  };

  it('loads another page when it goes elsewhere on this site, in this tab', () => {
    expect(loadsAnotherPage(link('href="/advisors/7"'))).toBe(true);
    expect(loadsAnotherPage(link('href="/advisors?page=2"'))).toBe(true);
  });

  it('does not when it is a place on this page, another site, a phone, a download, a new tab or a modified click', () => {
    expect(loadsAnotherPage(link('href="#contact"'))).toBe(false);
    expect(loadsAnotherPage(link('href="https://wa.me/213555000001"'))).toBe(false);
    expect(loadsAnotherPage(link('href="tel:+213555000001"'))).toBe(false);
    expect(loadsAnotherPage(link('href="/export.csv" download'))).toBe(false);
    expect(loadsAnotherPage(link('href="/advisors/7" target="_blank"'))).toBe(false);
    expect(loadsAnotherPage(link('href="/advisors/7"'), { button: 0, ctrlKey: true, metaKey: false, shiftKey: false, altKey: false })).toBe(false);
    expect(loadsAnotherPage(document.body)).toBe(false);
  });

  it('marks the page as leaving, unless the live router took the click', () => {
    const root = document.getElementById('root')!;
    root.innerHTML = '<a href="/blog">blog</a><a href="/forum" id="live">forum</a>';
    root.querySelector('#live')!.addEventListener('click', (event) => event.preventDefault());
    rememberEarlyTaps(root);
    const click = (selector: string) => root.querySelector<HTMLElement>(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    click('#live');
    expect(leavingPage()).toBe(false);
    click('a[href="/blog"]');
    expect(leavingPage()).toBe(true);
  });

  it('marks the page as leaving when a drawn form is sent, before this code or after it, unless the live page took the submit', async () => {
    const send = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    for (const early of [false, true]) {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./early-tap');
        const root = document.getElementById('root')!;
        root.innerHTML = '<form id="live"><input name="q" /></form><form id="drawn" method="get"><input name="q" /></form>';
        root.querySelector('#live')!.addEventListener('submit', (event) => event.preventDefault());
        (window as { djelfaEarlySubmit?: boolean }).djelfaEarlySubmit = early;
        fresh.rememberEarlyTaps(root);
        expect(fresh.leavingPage()).toBe(early);
        send(root.querySelector('#live')!);
        expect(fresh.leavingPage()).toBe(early);
        send(root.querySelector('#drawn')!);
        expect(fresh.leavingPage()).toBe(true);
      });
    }
  });
});
