import { nextTask } from './next-task.ts';

// Imported first by composition-root.ts: the screens' modules are evaluated; the adapters, the wire codecs and the
// modules that bind them evaluate in the next task (issue 23: total blocking time; app/after-libraries.ts).
await nextTask();
