import { createElement, Suspense, type ComponentType } from 'react';
import { antdIsland } from '../../antd-island';

/**
 * A member's part of a topic drawn with antd (a form, a confirmation, a dialog), in its own chunk
 * with the area's antd root. A visitor who is not signed in sees none of them, so a topic's first
 * visit loads no antd (README "A topic without antd on its first screen"); nothing stands in its place
 * while it loads.
 */
function memberPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = antdIsland(load);
  return (props: P) => createElement(Suspense, { fallback: null }, createElement(Part, props));
}

export const ReplyForm = memberPart(() => import('./reply-form').then((module) => module.ReplyForm));
export const PostEditor = memberPart(() => import('./post-editor').then((module) => module.PostEditor));
export const DeleteButton = memberPart(() => import('./delete-button').then((module) => module.DeleteButton));
export const ReportButton = memberPart(() => import('./report-button').then((module) => module.ReportButton));
