import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport.js';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; margin: string | undefined; disconnected: boolean }> = [];
class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.record = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}
const original = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = original;
  observers.length = 0;
});

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  it('turns true once the element comes within 300px, and stays so', () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observers[0].margin).toBe('300px');
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers[0].disconnected).toBe(true);
    expect(observers).toHaveLength(1);
  });
});
