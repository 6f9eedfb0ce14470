import type { Command } from './command.js';

/** Help generated from the command definition: usage, description, flags with defaults, examples. */
export function renderCommandHelp(command: Command): string {
  const lines = [`Usage: ${command.usage}`, '', command.summary];
  if (command.description) lines.push('', command.description);
  const rows = Object.entries(command.flags).map(([name, spec]) => {
    const short = spec.short ? `-${spec.short}, ` : '    ';
    const value = spec.type === 'string' ? ` ${spec.valueName ?? 'VALUE'}` : '';
    const defaults = spec.defaultText ? ` (default: ${spec.defaultText})` : '';
    const description = spec.aliasOf
      ? `deprecated: the old name of --${spec.aliasOf} (${spec.description})`
      : `${spec.description}${defaults}`;
    return [`  ${short}--${name}${value}`, description] as const;
  });
  rows.push(['      --help', 'Show this help']);
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  lines.push('', 'Options:', ...rows.map(([left, right]) => left.padEnd(width) + right));
  if (command.examples.length > 0) {
    lines.push('', 'Examples:');
    for (const example of command.examples) lines.push(`  # ${example.explains}`, `  ${example.command}`, '');
    lines.pop();
  }
  return `${lines.join('\n')}\n`;
}

export function renderMainHelp(commands: Command[], version: string): string {
  const width = Math.max(...commands.map((c) => c.name.length)) + 4;
  return [
    `rocktune ${version}: tuned RocksDB / TRocksDB OPTIONS files from your hardware and workload,`,
    'with every number explained, linted in CI and proven on the real engine.',
    '',
    'Usage: rocktune <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    '',
    'Run `rocktune <command> --help` for its options and examples.',
    '',
    'Quick start:',
    "  rocktune generate                      # this host, the guide's 20/20/800-byte workload",
    '  rocktune generate --threads 48 --dram 128GB --keys 8e9 --open-files 80000 -o OPTIONS.ini',
    '  rocktune explain --workload read-heavy  # why each number',
    '',
    'Exit codes: 0 success, 1 findings or failure, 2 usage error. NO_COLOR is honoured.',
    '',
  ].join('\n');
}
