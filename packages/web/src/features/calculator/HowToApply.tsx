import { getEngineProfile, type Recommendation } from '@rocktune/calculator';
import { targetLabel } from '../../state/target.js';

/** The step after Copy: how RocksDB loads the file, and the settings it does not keep (or, for some versions, cannot read). */
export function HowToApply({ recommendation }: { recommendation: Recommendation }) {
  const profile = getEngineProfile(recommendation.target);
  const dialect = recommendation.input.dialect;
  // Some versions refuse block_cache in a file: the file carries it as a comment (the engine profile says which).
  const cacheInCode = profile.notReadableFromFile.find((o) => o.name === 'block_cache');
  const engine = targetLabel(profile);
  return (
    <details className="how-to-apply" data-testid="how-to-apply">
      <summary>
        <strong>Apply it:</strong> <code>db_bench --options_file=OPTIONS.ini</code>, or <code>LoadOptionsFromFile()</code> in C++;{' '}
        {cacheInCode ? (
          <>
            {engine} cannot read <code>block_cache</code> from a file: set it in code (the file’s header names the size).
          </>
        ) : (
          <>
            set <code>block_cache</code> again after loading a file RocksDB wrote itself.
          </>
        )}
      </summary>
      <ul>
        <li>
          <strong>C++:</strong> <code>rocksdb::LoadOptionsFromFile(config_options, "OPTIONS.ini", &amp;db_options, &amp;cf_descs)</code>,
          then <code>DB::Open(db_options, path, cf_descs, &amp;handles, &amp;db)</code> with those column family descriptors.
        </li>
        <li>
          <strong>db_bench:</strong> <code>db_bench --options_file=OPTIONS.ini --benchmarks=fillrandom,readrandom</code> (options in the
          file override db_bench’s flags).
        </li>
        {cacheInCode && (
          <li>
            <strong>Block cache on {engine}:</strong> {cacheInCode.reason}. The file’s header names the size to create the cache with.
          </li>
        )}
        <li>
          <strong>Block cache and rate limiter:</strong> RocksDB does not write <code>block_cache</code> or{' '}
          <code>rate_limiter_bytes_per_sec</code> into the OPTIONS-NNNNNN files it persists in the database directory. Load this file (not
          the database’s copy), or set them in code again after <code>LoadLatestOptions()</code>.
        </li>
        {dialect === 'trocksdb' && (
          <li>
            <strong>TRocksDB:</strong> the VLog options (<code>vlogfile_max_size</code> and friends) are only understood by KIOXIA’s
            TRocksDB; upstream RocksDB refuses them.
          </li>
        )}
        <li>
          <strong>Check it first:</strong> <code>rocktune lint OPTIONS.ini</code> (the Lint tab here does the same), and{' '}
          <code>rocktune validate OPTIONS.ini</code> runs it on this machine’s RocksDB.
        </li>
      </ul>
    </details>
  );
}
