/** Slots in the order they were added (so, ascending): the listings holding one word or one filter value. */
export class SlotList {
  slots = new Int32Array(4);
  length = 0;

  push(slot: number): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      slots.set(this.slots);
      this.slots = slots;
    }
    this.slots[this.length++] = slot;
  }
}

/** A set of slots, one bit each: the listings of a filter value or a word, intersected 32 at a time. */
export class SlotSet {
  bits: Uint32Array;
  size = 0;

  constructor(capacity: number) {
    this.bits = new Uint32Array(Math.ceil(capacity / 32));
  }

  /** Room for `capacity` slots, those held kept. */
  grow(capacity: number): void {
    const bits = new Uint32Array(Math.ceil(capacity / 32));
    bits.set(this.bits);
    this.bits = bits;
  }

  has(slot: number): boolean {
    return (this.bits[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  add(slot: number): void {
    if (this.has(slot)) return;
    this.bits[slot >>> 5] |= 1 << (slot & 31);
    this.size += 1;
  }

  delete(slot: number): void {
    if (!this.has(slot)) return;
    this.bits[slot >>> 5] &= ~(1 << (slot & 31));
    this.size -= 1;
  }

  /** The slots in both (of the same capacity). */
  and(other: SlotSet): SlotSet {
    const both = new SlotSet(this.bits.length * 32);
    let size = 0;
    for (let i = 0; i < both.bits.length; i++) {
      const word = this.bits[i] & other.bits[i];
      both.bits[i] = word;
      if (word !== 0) size += popCount(word);
    }
    both.size = size;
    return both;
  }

  forEach(visit: (slot: number) => boolean | void): void {
    const { bits } = this;
    for (let i = 0; i < bits.length; i++) {
      let word = bits[i];
      while (word !== 0) {
        const low = word & -word;
        if (visit(i * 32 + 31 - Math.clz32(low)) === false) return;
        word ^= low;
      }
    }
  }
}

function popCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
