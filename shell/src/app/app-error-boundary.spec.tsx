import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts/react';
import { AppErrorBoundary } from './app-error-boundary';
import './register-locales';

beforeAll(async () => {
  await initI18n();
});

function BrokenFrame(): never {
  throw new Error('the frame failed');
}

describe('AppErrorBoundary', () => {
  it('replaces a crashed frame with a translated message and a reload button, not a blank page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <BrokenFrame />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('حدث خطأ ما');
    expect(screen.getByRole('button', { name: 'أعد تحميل الصفحة' })).toBeTruthy();
  });
});
