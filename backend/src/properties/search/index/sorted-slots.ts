/** How two listings of the index (by slot) are ordered: negative when `a` comes first. */
export type SlotOrder = (a: number, b: number) => number;

/**
 * The index's listings in one sort's order, as slots, and each slot's position in it (its rank:
 * a search orders its matches by comparing two integers). Changed a batch at a time: the slots
 * that leave or move are taken out by their rank, those that come or moved are sorted and merged
 * in, in one pass over the order (a few milliseconds at a million). Moving slots one by one cost
 * a shift of the array's tail each, which for the thousands of views counted in a second at a
 * million listings held the process for seconds.
 */
export class SortedSlots {
  slots = new Int32Array(1024);
  length = 0;
  /** By slot: its position in `slots`, for the slots in it. */
  rank = new Int32Array(1024);

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

  /** Room for slots below `capacity`. */
  reserve(capacity: number): void {
    if (capacity <= this.rank.length) return;
    const rank = new Int32Array(capacity);
    rank.set(this.rank);
    this.rank = rank;
  }

  /**
   * Takes `out` out (found by rank, so their sort values may have changed since they were put in;
   * one not in the order is ignored) and puts `into` in by their sort values now (each once, and
   * not also kept: a slot moved is in both).
   */
  change(out: readonly number[], into: readonly number[]): void {
    if (out.length === 0 && into.length === 0) return;
    const { order, slots: old, length, rank } = this;
    const gone = new Uint8Array(length);
    for (const slot of out) if (old[rank[slot]] === slot) gone[rank[slot]] = 1;
    const coming = Int32Array.from(into).sort(order);
    const slots = new Int32Array(Math.max(1024, length + coming.length));
    let kept = 0;
    let next = 0;
    let at = 0;
    while (kept < length || next < coming.length) {
      if (kept < length && gone[kept] === 1) kept += 1;
      else if (next === coming.length || (kept < length && order(old[kept], coming[next]) < 0)) slots[at++] = old[kept++];
      else slots[at++] = coming[next++];
    }
    this.place(slots, at);
  }

  /** Replaces the contents with `slots`, sorted. */
  load(slots: Int32Array): void {
    const sorted = new Int32Array(Math.max(1024, slots.length));
    sorted.set(slots);
    sorted.subarray(0, slots.length).sort(this.order);
    this.place(sorted, slots.length);
  }

  private place(slots: Int32Array<ArrayBuffer>, length: number): void {
    this.slots = slots;
    this.length = length;
    const { rank } = this;
    for (let at = 0; at < length; at++) rank[slots[at]] = at;
  }
}
