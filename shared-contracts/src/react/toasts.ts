import { create } from 'zustand';

/** One toast at a time, shown for 5 seconds. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface ToastState {
  current: Toast | null;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** The toast on screen. The shell draws it; any area raises one with `toast()`. */
export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** Shows a toast, replacing the one on screen (one at a time). */
export function toast({ variant = 'default', ...content }: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }): void {
  useToastStore.setState({ current: { id: nextId++, variant, ...content } });
}
