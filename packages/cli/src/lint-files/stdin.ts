import { InputTooLargeError, readStreamBounded } from '../cli-kit/bounded-read.js';
import { UsageError } from '../cli-kit/errors.js';

/**
 * All of standard input as text, through the stream API: works on pipes that are non-blocking (a `readFileSync(0)`
 * there fails with EAGAIN) and on slow writers (`(sleep 1; cat f) | rocktune lint -`). At most 64 MiB.
 */
export async function readStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  try {
    return (await readStreamBounded(stream)).toString('utf8');
  } catch (error) {
    if (error instanceof InputTooLargeError) throw new UsageError(`-: standard input is ${error.message}`);
    throw error;
  }
}
