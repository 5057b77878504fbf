import { nextTask } from './next-task.ts';

// Imported first by main.tsx: the libraries (their own chunk, evaluated before the app's) are in, and the app's own
// modules evaluate in the next task (issue 23: total blocking time).
await nextTask();
