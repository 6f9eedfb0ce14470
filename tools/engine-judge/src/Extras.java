import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.BloomFilter;
import org.rocksdb.BuiltinComparator;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.DBOptions;
import org.rocksdb.Env;
import org.rocksdb.HashLinkedListMemTableConfig;
import org.rocksdb.HashSkipListMemTableConfig;
import org.rocksdb.LRUCache;
import org.rocksdb.MemTableConfig;
import org.rocksdb.PlainTableConfig;
import org.rocksdb.RateLimiter;
import org.rocksdb.RemoveEmptyValueCompactionFilter;
import org.rocksdb.SkipListMemTableConfig;
import org.rocksdb.SstFileManager;
import org.rocksdb.Statistics;
import org.rocksdb.StringAppendOperator;
import org.rocksdb.VectorMemTableConfig;

/** Settings a write case makes through Java objects rather than an options string (the `extras` column). */
final class Extras {
  private Extras() {}

  static void apply(String extra, DBOptions db, ColumnFamilyOptions cf) throws Exception {
    switch (extra) {
      case "statistics": db.setStatistics(new Statistics()); break;
      case "ratelimiter": db.setRateLimiter(new RateLimiter(16L << 20)); break;
      case "sstfilemanager": db.setSstFileManager(new SstFileManager(Env.getDefault())); break;
      case "mmap": db.setAllowMmapReads(true); break;
      case "skiplist-lookahead": cf.setMemTableConfig(new SkipListMemTableConfig().setLookahead(3)); break;
      case "hashskiplist": hashMemtable(db, cf, new HashSkipListMemTableConfig()); break;
      case "hashlinkedlist": hashMemtable(db, cf, new HashLinkedListMemTableConfig()); break;
      case "vector": cf.setMemTableConfig(new VectorMemTableConfig()); db.setAllowConcurrentMemtableWrite(false); break;
      case "reverse": cf.setComparator(BuiltinComparator.REVERSE_BYTEWISE_COMPARATOR); break;
      case "uint64add": cf.setMergeOperatorName("uint64add"); break;
      case "stringappend": cf.setMergeOperator(new StringAppendOperator()); break;
      case "removeempty": cf.setCompactionFilter(new RemoveEmptyValueCompactionFilter()); break;
      case "plaintable": cf.useFixedLengthPrefixExtractor(4); cf.setTableFormatConfig(new PlainTableConfig()); db.setAllowMmapReads(true); break;
      case "javabloom": cf.setTableFormatConfig(javaBlockBasedTable()); break;
      case "optimize-for-point-lookup": cf.optimizeForPointLookup(64); break;
      case "optimize-level-style": cf.optimizeLevelStyleCompaction(); break;
      case "increase-parallelism": db.setIncreaseParallelism(4); break;
      case "row-cache": db.setRowCache(new LRUCache(32L << 20)); break;
      case "fixedprefix-partitioner": partitioner(cf); break;
      default: throw new IllegalArgumentException("unknown extra " + extra);
    }
  }

  /** Hash memtables need a prefix extractor and refuse concurrent memtable writes. */
  private static void hashMemtable(DBOptions db, ColumnFamilyOptions cf, MemTableConfig memtable) {
    cf.useFixedLengthPrefixExtractor(4);
    cf.setMemTableConfig(memtable);
    db.setAllowConcurrentMemtableWrite(false);
  }

  /** A BlockBasedTableConfig built from Java objects: an LRU cache and a full bloom filter. */
  private static BlockBasedTableConfig javaBlockBasedTable() throws Exception {
    BlockBasedTableConfig t = new BlockBasedTableConfig();
    Object bloom = bloomFilter();
    if (!Reflect.callIfPresent(t, "setFilterPolicy", bloom)) Reflect.callIfPresent(t, "setFilter", bloom);
    Reflect.callIfPresent(t, "setBlockCache", new LRUCache(64L << 20));
    t.setCacheIndexAndFilterBlocks(true);
    return t;
  }

  /** BloomFilter(10, false): 5.x-7.x take an int, later releases a double. */
  private static Object bloomFilter() throws Exception {
    try {
      return BloomFilter.class.getConstructor(double.class, boolean.class).newInstance(10.0, false);
    } catch (NoSuchMethodException e) {
      return BloomFilter.class.getConstructor(int.class, boolean.class).newInstance(10, false);
    }
  }

  /** SstPartitionerFixedPrefixFactory (6.x+ only, hence reflection). */
  private static void partitioner(ColumnFamilyOptions cf) throws Exception {
    Object factory = Class.forName("org.rocksdb.SstPartitionerFixedPrefixFactory").getConstructor(long.class).newInstance(4L);
    if (!Reflect.callIfPresent(cf, "setSstPartitionerFactory", factory)) throw new UnsupportedOperationException("no setSstPartitionerFactory");
  }
}
