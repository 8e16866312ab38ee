import { beforeEach, describe, expect, it } from '@jest/globals';
import { keepTypedFields, restoreTypedFields } from './typed-fields';

describe('what is typed into the drawn page before the live page replaces it', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<main id="drawn"><form><input name="q" value="" /><input name="sort" type="hidden" value="latest" /><input name="price" type="range" /></form></main>';
  });

  const drawnSearch = () => document.querySelector<HTMLInputElement>('#drawn input[name=q]')!;

  function liveSearch(): { input: HTMLInputElement; heard: string[] } {
    const heard: string[] = [];
    const live = document.createElement('section');
    live.innerHTML = '<input name="q" value="" /><input name="price" type="range" value="10" />';
    document.body.replaceChildren(live);
    const input = live.querySelector('input')!;
    input.addEventListener('input', () => heard.push(input.value));
    return { input, heard };
  }

  it('goes into the live field of the same name, with the focus and the caret, and its handlers hear it', () => {
    drawnSearch().focus();
    drawnSearch().value = 'F3 الجلفة';
    drawnSearch().setSelectionRange(2, 2);
    keepTypedFields(document.body.childNodes);

    const { input, heard } = liveSearch();
    restoreTypedFields(document);
    expect(input.value).toBe('F3 الجلفة');
    expect(heard).toEqual(['F3 الجلفة']);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });

  it('leaves fields nobody typed into as the live page draws them, and sliders alone', () => {
    keepTypedFields(document.body.childNodes);
    const { input, heard } = liveSearch();
    input.value = 'own';
    restoreTypedFields(document);
    expect(input.value).toBe('own');
    expect(heard).toEqual([]);
    expect(document.querySelector<HTMLInputElement>('input[name=price]')!.value).toBe('10');
  });

  it('stays on the page it was typed on', () => {
    drawnSearch().value = 'villa';
    keepTypedFields(document.body.childNodes);
    window.history.pushState(null, '', '/elsewhere');
    const { input } = liveSearch();
    restoreTypedFields(document);
    expect(input.value).toBe('');
    window.history.pushState(null, '', '/');
  });
});
