import { create } from 'zustand';

interface WorkerUpdate {
  /** Takes the waiting version now: the worker steps in and the page reloads. Null while none waits. */
  takeNewVersion: (() => void) | null;
  dismissed: boolean;
}

/** A new version of the site installed beside the running one, waiting for the visitor (README "The app offline"). */
export const useWorkerUpdate = create<WorkerUpdate>()(() => ({ takeNewVersion: null, dismissed: false }));
