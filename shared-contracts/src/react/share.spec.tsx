import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { shareLink } from './share.js';

const data = { title: 'شقة', url: 'http://localhost/property/42' };
const nav = navigator as unknown as Record<string, unknown>;

afterEach(() => {
  delete nav.share;
  delete nav.canShare;
  delete nav.clipboard;
});

describe('shareLink', () => {
  it("opens the browser's share sheet where there is one", async () => {
    const share = jest.fn((_data: ShareData) => Promise.resolve());
    nav.share = share;
    expect(await shareLink(data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('does not copy when the visitor closes the sheet', async () => {
    nav.share = () => Promise.reject(new DOMException('dismissed', 'AbortError'));
    const writeText = jest.fn(() => Promise.resolve());
    nav.clipboard = { writeText };
    expect(await shareLink(data)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, or the sheet fails', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    nav.clipboard = { writeText };
    expect(await shareLink(data)).toBe('copied');
    nav.share = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink(data)).toBe('copied');
    expect(writeText.mock.calls).toEqual([[data.url], [data.url]]);
  });

  it('copies by selection without the clipboard API (plain http), and says when nothing works', async () => {
    const execCommand = jest.fn((_command: string) => true);
    Object.assign(document, { execCommand });
    expect(await shareLink(data)).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    execCommand.mockReturnValue(false);
    expect(await shareLink(data)).toBe('failed');
  });
});
