/** What an I/O error code means, in words a user acts on. */
const IO_ERRORS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a parent is not a directory',
  EISDIR: 'is a directory',
  EEXIST: 'already exists',
  EIO: 'input/output error',
  EBADF: 'bad file descriptor (not open for this use)',
  EPIPE: 'the reader closed the pipe',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'file name too long',
};

/** `ENOSPC` -> `no space left on device (ENOSPC)`; anything else -> its message's first line. */
export function describeIoError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && IO_ERRORS[code]) return `${IO_ERRORS[code]} (${code})`;
  if (code) return code;
  return String((error as Error | undefined)?.message ?? error).split('\n')[0] ?? 'unknown error';
}
