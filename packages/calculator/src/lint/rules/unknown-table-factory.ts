import { CUCKOO_SECTION_BUILT, inRange } from '../../engines/data/behaviours-observed.js';
import { atSection } from '../report.js';
import type { Rule } from '../types.js';
import { docsUrl } from '../walk.js';

const FACTORIES = ['BlockBasedTable', 'PlainTable'];

export const unknownTableFactoryRule: Rule = {
  meta: {
    id: 'unknown-table-factory',
    severity: 'error',
    description:
      'A [TableOptions/<Factory>] section with a factory other than BlockBasedTable or PlainTable (or CuckooTable, which RocksDB builds from 6.14 on). RocksDB loads it silently with table_factory = nullptr and crashes later.',
    docsUrl: docsUrl('unknown-table-factory'),
    fixable: false,
    messages: { unknown: 'Unknown table factory: the engine loads a null table factory.' },
  },
  check: (ctx) =>
    ctx.document.sections
      .filter((s) => s.kind === 'TableOptions' && !FACTORIES.includes(s.factory ?? '') && !(s.factory === 'CuckooTable' && inRange(ctx.profile, CUCKOO_SECTION_BUILT)))
      .map((s) =>
        atSection(
          s,
          'unknown',
          `Unknown table factory '${s.factory ?? ''}': RocksDB loads this file with table_factory = nullptr and crashes on first use. Use TableOptions/BlockBasedTable.`,
        ),
      ),
};
