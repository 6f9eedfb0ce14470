import { SEED_TITLES, type SeedId } from '@rocktune/calculator';

/** Where to read each source; the letters are what the Source column and the file's comments print. */
const LINKS: Partial<Record<SeedId, string>> = {
  G: 'https://github.com/KioxiaAmerica/trocksdb/blob/master/KIOXIA_T-RocksDB_Optimized_Tuning_Guide_White_Paper_v1.pdf',
  M: 'https://smalldatum.blogspot.com/',
};

const SHORT: Record<SeedId, string> = {
  G: 'the tuning guide',
  T: 'the auto-tuning thesis',
  S: 'the SILK paper (dynamic L0 triggers)',
  M: 'the smalldatum blog',
  D: 'the Dankook paper',
};

const ROCKSDB_WIKI = 'https://github.com/facebook/rocksdb/wiki/RocksDB-Tuning-Guide';

/** The letters G, T, S, M, D spelled out, with links, and what "RocksDB default" and "extension" mean. */
export function SourcesLegend() {
  return (
    <section aria-labelledby="sources-title" className="card sources" data-testid="sources-legend">
      <h2 id="sources-title">Sources</h2>
      <dl>
        {(Object.keys(SEED_TITLES) as SeedId[]).map((id) => (
          <div key={id} data-source={id}>
            <dt>{id}</dt>
            <dd>
              {LINKS[id] ? <a href={LINKS[id]}>{SEED_TITLES[id]}</a> : SEED_TITLES[id]} <span className="muted">({SHORT[id]})</span>
            </dd>
          </div>
        ))}
        <div>
          <dt>RocksDB default</dt>
          <dd>
            RocksDB’s own value, left as it is (<a href={ROCKSDB_WIKI}>RocksDB tuning guide, wiki</a>).
          </dd>
        </div>
        <div>
          <dt>extension</dt>
          <dd>The sources are silent or break here (small hosts, huge values); rocktune chose, and says why.</dd>
        </div>
      </dl>
      <p className="muted">
        <strong>Validate</strong> runs two tests on the real engine: the load (T2, write every key once) and read-while-writing (T5, random
        reads with a steady writer), the guide’s test names.
      </p>
    </section>
  );
}
