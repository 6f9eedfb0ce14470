/**
 * All of standard input as text, through the stream API: works on pipes that are non-blocking (a `readFileSync(0)`
 * there fails with EAGAIN) and on slow writers (`(sleep 1; cat f) | rocktune lint -`).
 */
export async function readStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
