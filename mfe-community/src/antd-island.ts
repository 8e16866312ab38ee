import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component drawn with antd, loaded in its own chunk with this area's antd root around it: a page
 * (routes.tsx), a part below a page's first screen (an article's comments) or a member's part of a
 * topic (features/forum-topic/member-parts.ts). What a visitor sees first loads no antd (README
 * "The community's lists without antd").
 */
export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { AntdRoot }] = await Promise.all([load(), import('./antd-root')]);
    return { default: (props: P) => createElement(AntdRoot, null, createElement(Component, props)) };
  });
}
