/**
 * Resolves in a task of its own: the browser paints and handles input before what follows runs. A message to a
 * channel of our own, not setTimeout, which browsers may delay by 4 ms or more (and far more in a background tab).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
