// What a visitor types into a field of the page the portal drew, while the page's own code is on
// its way, is theirs: when the live page replaces the drawn one, it goes into the live page's field
// of the same name, with the focus and the caret where they were. Without this, a search typed
// a moment too early vanished, and the Enter that followed went nowhere.

interface TypedField {
  name: string;
  value: string;
  focused: boolean;
  selection: [number, number] | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

let typed: { path: string; fields: TypedField[] } = { path: '', fields: [] };

/** Fields a visitor types into (a slider or a box they tick has no typed value to carry). */
const FIELDS = ['text', 'search', 'email', 'tel', 'url', 'number']
  .map((type) => `input[name][type=${type}]`)
  .concat('input[name]:not([type])', 'textarea[name]')
  .join(', ');
const fieldsIn = (nodes: Iterable<Node>): Field[] => [...nodes].flatMap((node) => (node instanceof Element ? [...node.querySelectorAll<Field>(FIELDS)] : []));

const noteOf = (field: Field): TypedField => ({
  name: field.name,
  value: field.value,
  focused: document.activeElement === field,
  selection: field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd],
});

/** Notes the drawn fields whose value the visitor changed, before they leave the document. */
export function keepTypedFields(nodes: Iterable<Node>): void {
  const fields = fieldsIn(nodes)
    .filter((field) => field.value !== field.defaultValue)
    .map(noteOf);
  typed = { path: window.location.pathname, fields };
}

/**
 * A page the browser hydrates keeps its fields, but React sets a field of an area's page to its
 * state when the area's code arrives: what was typed into it until then (`isDrawn`) is noted as
 * it is typed, for the page to type it again once live (restoreTypedFields).
 */
export function keepTypingInto(root: HTMLElement, isDrawn: (field: Field) => boolean): void {
  keepTypedFields(fieldsIn([root]).filter(isDrawn));
  root.addEventListener(
    'input',
    (event) => {
      const field = event.target as Field;
      if (!event.isTrusted || !field.matches(FIELDS) || !isDrawn(field)) return;
      const fields = typed.path === window.location.pathname ? typed.fields.filter((other) => other.name !== field.name) : [];
      typed = { path: window.location.pathname, fields: [...fields, noteOf(field)] };
    },
    true,
  );
}

/** Types the noted values into the live page's fields of the same names, as the visitor would: its handlers hear an input event. */
export function restoreTypedFields(root: ParentNode): void {
  const { path, fields } = typed;
  typed = { path: '', fields: [] };
  if (path !== window.location.pathname) return;
  for (const { name, value, focused, selection } of fields) {
    const field = [...root.querySelectorAll<Field>(FIELDS)].find((live) => live.name === name);
    if (!field) continue;
    // React notes a field's value through the field's own setter, and reads an input event as a
    // change only when the value differs from its note. Its note is emptied first: a hydrated field
    // is the drawn one, which may show the typed value already while React's state does not hold it
    // (React would then set the field back to its state).
    field.value = '';
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused) {
      field.focus();
      if (selection) field.setSelectionRange(...selection);
    }
  }
}
