import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n, setLanguage } from 'shared-contracts/react';
import { PLACEHOLDER_IMAGE } from 'shared-contracts/react';
import { Gallery } from './gallery';

const IMAGES = ['a', 'b', 'c'].map((letter) => `/uploads/${letter.repeat(32)}.webp`);

beforeAll(async () => {
  await initI18n();
});

const counter = () => screen.getAllByTestId('photo-counter').at(-1)?.textContent;
const shownImage = () => (screen.getByRole('button', { name: /ملء الشاشة|full screen/ }).querySelector('img') as HTMLImageElement).getAttribute('src');

/** A sideways drag as pointer events (jsdom has no PointerEvent; React reads the same fields). */
function swipe(element: Element, fromX: number, toX: number) {
  fireEvent(element, new MouseEvent('pointerdown', { bubbles: true, clientX: fromX, clientY: 100 }));
  fireEvent(element, new MouseEvent('pointerup', { bubbles: true, clientX: toX, clientY: 105 }));
}

describe('Gallery', () => {
  it('steps through the photos with previous and next, wrapping at both ends, and counts them', async () => {
    await act(() => setLanguage('ar'));
    render(<Gallery images={IMAGES} title="شقة" />);
    expect(counter()).toBe('1 / 3');
    expect(screen.getByTestId('photo-counter').getAttribute('dir')).toBe('ltr');
    fireEvent.click(screen.getByRole('button', { name: 'الصورة السابقة' }));
    expect(counter()).toBe('3 / 3');
    expect(shownImage()).toBe(IMAGES[2]);
    fireEvent.click(screen.getByRole('button', { name: 'الصورة التالية' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'الصورة 2' }));
    expect(counter()).toBe('2 / 3');
    expect(screen.getByRole('button', { name: 'الصورة 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'الصورة 2' }).querySelector('img')?.getAttribute('src')).toBe(`/uploads/${'b'.repeat(32)}.thumb.webp`);
  });

  it('opens the full-screen viewer; in Arabic the left arrow goes on, Escape closes it', async () => {
    await act(() => setLanguage('ar'));
    render(<Gallery images={IMAGES} title="شقة" />);
    const opener = screen.getByRole('button', { name: 'عرض الصور بملء الشاشة' });
    opener.focus();
    fireEvent.click(opener);
    const viewer = await screen.findByRole('dialog', { name: 'عارض الصور' });
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'إغلاق' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(within(viewer).getByTestId('photo-counter').textContent).toBe('2 / 3');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByTestId('photo-counter').textContent).toBe('3 / 3');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The gallery stays on the photo last seen, and the focus goes back to it.
    expect(counter()).toBe('3 / 3');
    expect(document.activeElement).toBe(opener);
  });

  it('in English the right arrow goes on, and the viewer closes with its button', async () => {
    await act(() => setLanguage('en'));
    render(<Gallery images={IMAGES} title="Flat" />);
    fireEvent.click(screen.getByRole('button', { name: 'View the photos full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByTestId('photo-counter').textContent).toBe('2 / 3');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(viewer).getByTestId('photo-counter').textContent).toBe('3 / 3');
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe('Flat, photo 3 of 3');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows swipes, mirrored in Arabic, and a swipe does not open the viewer', async () => {
    await act(() => setLanguage('en'));
    const { unmount } = render(<Gallery images={IMAGES} title="Flat" />);
    const stage = screen.getByRole('button', { name: 'View the photos full screen' });
    swipe(stage, 300, 200);
    fireEvent.click(stage);
    expect(counter()).toBe('2 / 3');
    expect(screen.queryByRole('dialog')).toBeNull();
    swipe(stage, 200, 230); // too short
    expect(counter()).toBe('2 / 3');
    unmount();

    await act(() => setLanguage('ar'));
    render(<Gallery images={IMAGES} title="شقة" />);
    swipe(screen.getByRole('button', { name: 'عرض الصور بملء الشاشة' }), 200, 300);
    expect(counter()).toBe('2 / 3');
  });

  it('shows the placeholder, without counter or arrows, when there is no photo', async () => {
    await act(() => setLanguage('ar'));
    render(<Gallery images={[]} title="شقة" />);
    expect(screen.getByRole('img', { name: 'لا توجد صور لهذا العقار' }).getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(screen.queryByTestId('photo-counter')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the placeholder for a photo that fails to load', async () => {
    await act(() => setLanguage('ar'));
    render(<Gallery images={IMAGES} title="شقة" />);
    const image = screen.getByRole('button', { name: 'عرض الصور بملء الشاشة' }).querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });
});
