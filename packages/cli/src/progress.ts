/**
 * Progress for long work: a line on stderr that rewrites itself, shown only when stderr is a terminal and the
 * output is not JSON. Scripts and pipes get none.
 */
export const progress = (enabled: boolean) => {
  const on = enabled && process.stderr.isTTY === true;
  let shown = false;
  return {
    update(message: string) {
      if (!on) return;
      const width = process.stderr.columns ? process.stderr.columns - 1 : 79;
      process.stderr.write(`\r\x1b[2K${message.slice(0, width)}`);
      shown = true;
    },
    done() {
      if (on && shown) process.stderr.write('\r\x1b[2K');
      shown = false;
    },
  };
};
