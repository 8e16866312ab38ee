import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A component drawn with antd, loaded in its own chunk with this area's antd root around it: a page
 * (routes.tsx) or a part below a page's first screen (an article's comments). What the visitor
 * sees first loads no antd (README "The community's lists without antd").
 */
export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { AntdRoot }] = await Promise.all([load(), import('./antd-root')]);
    return { default: inRoot(AntdRoot, Component) };
  });
}

/** `Component` inside `Root`: an island as the browser draws it, and as the portal draws it (prerender.server.tsx). */
export function inRoot<P extends object>(Root: ComponentType<{ children: ReactNode }>, Component: ComponentType<P>) {
  return (props: P) => createElement(Root, null, createElement(Component, props));
}
