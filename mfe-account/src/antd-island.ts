import { antdIslandOf } from 'shared-contracts/react';

/** An account component drawn with antd, in its own chunk with the area's antd root: a page (routes.tsx) or a dialog (buying a plan). */
export const antdIsland = antdIslandOf(() => import('./antd-root').then((module) => module.AntdRoot));
