import type { ComponentType } from 'react';

/** Loads a page's chunk and gives its component (routes.tsx: antdPage). */
export type LoadPage = () => Promise<ComponentType>;
