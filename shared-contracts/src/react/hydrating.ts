import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * True while React hydrates HTML the portal drew without knowing the visitor, false in every
 * other render: what differs by visitor is drawn as the HTML has it first, then as it is, in one
 * component's redraw (README "The session handed down by the frame").
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => false,
    () => true,
  );
