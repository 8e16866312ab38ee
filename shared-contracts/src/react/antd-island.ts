import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

type Root = ComponentType<{ children: ReactNode }>;

/** `Component` inside `Root`: a part drawn with antd as the browser draws it, and as a build's prerender draws it. */
export function inRoot<P extends object>(Root: Root, Component: ComponentType<P>): ComponentType<P> {
  return (props: P) => createElement(Root, null, createElement(Component, props));
}

/**
 * An area's `antdIsland`: a component drawn with antd, loaded in its own chunk with the area's
 * antd root (`loadRoot`; antd is bundled per area) around it. A page, or a part of one, that
 * draws no antd then loads none: evaluating antd, deriving its theme and writing its styles were
 * the largest part of a first visit's main thread (README "The community's lists without antd").
 */
export function antdIslandOf(loadRoot: () => Promise<Root>) {
  return <P extends object>(load: () => Promise<ComponentType<P>>) =>
    lazy(async () => {
      const [Component, AntdRoot] = await Promise.all([load(), loadRoot()]);
      return { default: inRoot(AntdRoot, Component) };
    });
}
