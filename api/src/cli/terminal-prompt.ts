import { createInterface } from 'node:readline/promises';

/** Reads one line without echoing it (a password): the terminal in raw mode, keys by hand. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let answer = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: Buffer | string) => {
      for (const character of chunk.toString()) {
        if (character === '\r' || character === '\n') {
          finish();
          resolve(answer);
          return;
        }
        if (character === '\u0003' || character === '\u0004') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        answer =
          character === '\u007f' || character === '\b' ? answer.slice(0, -1) : answer + character;
      }
    };
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

/**
 * Asks a question on the terminal; a secret answer is not echoed. Null when stdin is not a
 * terminal (a script or a pipe), so that a missing credential is an error instead of a hang.
 */
export function terminalPrompt(): ((question: string, secret: boolean) => Promise<string>) | null {
  if (!process.stdin.isTTY) return null;
  return async (question, secret) => {
    if (secret) return askHidden(question);
    const prompt = createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: true,
    });
    try {
      return await prompt.question(question);
    } finally {
      prompt.close();
    }
  };
}
