import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../scheduling/yield-to-main.js';

let lastTurn: Promise<void> = Promise.resolve();

/**
 * A task of its own for each caller, in call order: the federation asks for every shared module
 * of a chunk at once, and a single yield would resume them all in one task again.
 */
function ownTask(): Promise<void> {
  lastTurn = lastTurn.then(yieldToMain);
  return lastTurn;
}

/**
 * The federation's start in tasks a tap can slip between (docs/architecture.md §2). Negotiating
 * the shared modules and starting an area's container were one task of 50–85 ms on this machine
 * before the page could answer (cpu-profile.mjs); each shared module and each container now
 * waits for a task of its own.
 */
export default function yieldingStart(): ModuleFederationRuntimePlugin {
  return {
    name: 'yielding-start',
    async beforeLoadShare(args) {
      await ownTask();
      return args;
    },
    async beforeInitContainer(args) {
      await ownTask();
      return args;
    },
  };
}
