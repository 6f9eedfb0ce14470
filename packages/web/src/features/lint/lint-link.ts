/**
 * The Lint tab's pasted file in a share link: deflate-raw (the browser's CompressionStream), then
 * base64url. Links longer than this many characters are not made: they break in chat tools and mail.
 */
export const MAX_LINK_FILE_CHARS = 16_000;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function packText(text: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
}

/** undefined when the data is not a packed text (a truncated or edited link). */
export async function unpackText(data: string): Promise<string | undefined> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await pipe(fromBase64Url(data), new DecompressionStream('deflate-raw')));
  } catch {
    return undefined;
  }
}
