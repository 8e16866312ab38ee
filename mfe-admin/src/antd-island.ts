import { antdIslandOf } from 'shared-contracts/react';

/** A back-office tab drawn with antd, in its own chunk with the area's antd root (admin-page.tsx). */
export const antdIsland = antdIslandOf(() => import('./antd-root').then((module) => module.AntdRoot));
