// jsdom lacks the encoders that react-router reads at module load; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });

// What antd calls that jsdom lacks, answered as a plain browser would: a macrotask queue
// (Form.useWatch), media queries, resize observers (Grid, TextArea), and pseudo-elements' styles
// (Table: jsdom throws on the second argument).
/** @typedef {{ onmessage: ((event: { data: unknown }) => void) | null, postMessage: (data: unknown) => void }} Port */
class TimeoutChannel {
  constructor() {
    /** @type {Port} */
    this.port1 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port2.onmessage?.({ data })) };
    /** @type {Port} */
    this.port2 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data })) };
  }
}
// Only the ports' messages that antd's scheduler uses, not a whole MessageChannel.
globalThis.MessageChannel ??= /** @type {typeof MessageChannel} */ (/** @type {unknown} */ (TimeoutChannel));
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
if (typeof window !== 'undefined') {
  window.matchMedia ??= (media) => ({
    media,
    matches: false,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => computedStyle(element);
}
