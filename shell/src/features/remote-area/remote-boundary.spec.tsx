import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { initI18n, registerLocales, setLanguage } from 'shared-contracts/react';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { RemoteBoundary } from './remote-boundary';

beforeAll(async () => {
  registerLocales('shell', { ar, en });
  await initI18n();
});

// A remote page whose render throws until its "deployment" is fixed.
function FlakyArea({ broken }: { broken: { current: boolean } }) {
  if (broken.current) throw new Error('remote render failed');
  return <h1>Blog</h1>;
}

function Harness({ broken, path = '/blog' }: { broken: { current: boolean }; path?: string }) {
  const [, setAttempt] = useState(0);
  return (
    <RemoteBoundary resetKey={path} onRetry={() => setAttempt((n) => n + 1)}>
      <FlakyArea broken={broken} />
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  it('shows the translated unavailable panel when a remote throws while rendering, and Retry renders it again', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { current: true };
    render(<Harness broken={broken} />);
    expect(screen.getByRole('alert').textContent).toContain('هذا القسم غير متاح حالياً');

    broken.current = false;
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(screen.getByRole('heading', { name: 'Blog' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English when the site does', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => setLanguage('en'));
    render(<Harness broken={{ current: true }} />);
    expect(screen.getByRole('alert').textContent).toContain('This section is unavailable right now');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await act(() => setLanguage('ar'));
  });

  it('clears the error when the visitor moves to another page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { current: true };
    const { rerender } = render(<Harness broken={broken} path="/blog" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    broken.current = false;
    rerender(<Harness broken={broken} path="/forum" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
