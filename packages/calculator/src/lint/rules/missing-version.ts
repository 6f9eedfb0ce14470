import { defineRule } from '../define-rule.js';

export const missingVersionRule = defineRule('missing-version', (ctx) => {
  if (ctx.version || ctx.document.sections.length === 0) return [];
  const first = ctx.document.sections[0];
  if (!first) return [];
  const [start] = ctx.lineSpan(first.header.line);
  const eol = first.header.eol === '\r\n' ? '\r\n' : '\n';
  const version = ctx.profile.version;
  return [
    {
      messageId: 'missing',
      message: `No [Version] section: add one naming the engine the file targets (rocksdb_version=${version}, the version it is judged by here), so loaders treat unknown options as errors.`,
      path: 'Version',
      line: first.header.line,
      column: first.header.column,
      fix: {
        description: `add [Version] rocksdb_version=${version}`,
        edits: [{ start, end: start, text: `[Version]${eol}  rocksdb_version=${version}${eol}  options_file_version=1.1${eol}${eol}` }],
      },
    },
  ];
});
