/** How two listings of the index (by slot) are ordered: negative when `a` comes first. */
export type SlotOrder = (a: number, b: number) => number;

/**
 * The index's listings in one sort's order, as slots: kept sorted as listings come, go and change
 * (a binary search and one move of the array's tail, under a millisecond at a million), or
 * sorted whole after a bulk load.
 */
export class SortedSlots {
  slots = new Int32Array(1024);
  length = 0;

  constructor(readonly order: SlotOrder) {}

  /** The first position whose listing comes after `probe` says (probe(slot) > 0), or `length`. */
  firstWhere(probe: (slot: number) => number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (probe(this.slots[middle]) > 0) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  insert(slot: number): void {
    if (this.length === this.slots.length) this.grow(this.length * 2);
    const at = this.firstWhere((other) => this.order(other, slot));
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length += 1;
  }

  /** Must be called while the slot's sort values are those it was inserted with. */
  remove(slot: number): void {
    const at = this.firstWhere((other) => (this.order(other, slot) >= 0 ? 1 : -1));
    if (this.slots[at] !== slot) throw new Error(`Slot ${slot} is not where its order puts it.`);
    this.slots.copyWithin(at, at + 1, this.length);
    this.length -= 1;
  }

  /** Replaces the contents with `slots`, sorted. */
  load(slots: Int32Array): void {
    this.grow(Math.max(1024, slots.length));
    this.slots.set(slots);
    this.length = slots.length;
    this.slots.subarray(0, this.length).sort(this.order);
  }

  private grow(capacity: number): void {
    const slots = new Int32Array(capacity);
    slots.set(this.slots.subarray(0, this.length));
    this.slots = slots;
  }
}
