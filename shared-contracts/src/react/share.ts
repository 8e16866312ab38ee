/** How a share ended: the system sheet, the clipboard, dismissed by the visitor, or not at all. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The old way, for pages served over plain http (a LAN address), where navigator.clipboard is absent. */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): the selection may still work.
  }
  return copyWithSelection(text);
}

/**
 * The browser's share sheet where there is one (phones, some desktops), else the link copied.
 * A sheet the visitor closes is not an error; a sheet that fails falls back to copying.
 */
export async function shareLink(data: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
