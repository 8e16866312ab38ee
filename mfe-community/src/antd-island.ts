import { antdIslandOf } from 'shared-contracts/react';

/**
 * A community component drawn with antd, in its own chunk with the area's antd root: a page
 * (routes.tsx), a part below a page's first screen (an article's comments) or a member's part of a
 * topic (features/forum-topic/member-parts.ts).
 */
export const antdIsland = antdIslandOf(() => import('./antd-root').then((module) => module.AntdRoot));
