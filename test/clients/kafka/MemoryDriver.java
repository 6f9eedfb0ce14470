// Measures the RocksDB memory of N Kafka Streams persistent key-value stores that run the generated
// RocktuneRocksDBConfig in a TopologyTestDriver. Writes RECORDS records of VALUE_BYTES (keys in order, in batches
// taken by each store in turn, so every store writes at once and its memtables fill and flush), then reads every
// store from start to end (the reads fill the block cache). While it runs and at the end it prints one JSON line
// per sample, read from each store's own RocksDB: the memtables (rocksdb.cur-size-all-mem-tables) and table
// readers (rocksdb.estimate-table-readers-mem) of every column family, summed over the stores; once, since the
// stores share one cache: the cache's usage, pinned usage and capacity, and what the write-buffer manager
// charged to it (rocksdb.block-cache-entry-stats, bytes.write-buffer); and the JVM's resident set (VmRSS).
// Arguments: STATE_DIR STORES RECORDS VALUE_BYTES SAMPLE_SECONDS.
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.utils.Bytes;
import org.apache.kafka.streams.KeyValue;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.processor.StateStore;
import org.apache.kafka.streams.processor.api.Processor;
import org.apache.kafka.streams.processor.api.ProcessorSupplier;
import org.apache.kafka.streams.processor.api.Record;
import org.apache.kafka.streams.state.KeyValueIterator;
import org.apache.kafka.streams.state.KeyValueStore;
import org.apache.kafka.streams.state.Stores;
import org.apache.kafka.streams.state.internals.WrappedStateStore;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;

public class MemoryDriver {
  private static final int BATCH = 500;
  /** RocksDB re-reads the cache's entry stats only when its last reading is over 10 s old (CollectCacheEntryStats). */
  private static final long FRESH_STATS_MILLIS = 10_500;
  private static long lastSampleAt;

  public static void main(String[] args) throws Exception {
    final String stateDir = args[0];
    final int stores = Integer.parseInt(args[1]);
    final long records = Long.parseLong(args[2]);
    final byte[] value = new byte[Integer.parseInt(args[3])];
    Arrays.fill(value, (byte) 'v');
    final long sampleMillis = Long.parseLong(args[4]) * 1000;
    try (TopologyTestDriver driver = new TopologyTestDriver(topology(stores), properties(stateDir))) {
      final List<KeyValueStore<Bytes, byte[]>> kv = new ArrayList<>();
      final List<RocksDB> dbs = new ArrayList<>();
      for (int i = 0; i < stores; i++) {
        kv.add(driver.getKeyValueStore("store-" + i));
        dbs.add(rocksdbOf(kv.get(i)));
      }
      final long start = System.currentTimeMillis();
      long nextSample = start + sampleMillis;
      long written = 0;
      for (long batch = 0; written < records; batch++) {
        final List<KeyValue<Bytes, byte[]>> entries = new ArrayList<>(BATCH);
        for (int k = 0; k < BATCH && written < records; k++, written++) {
          entries.add(KeyValue.pair(Bytes.wrap(String.format("key-%012d", written).getBytes()), value));
        }
        kv.get((int) (batch % stores)).putAll(entries);
        if (System.currentTimeMillis() >= nextSample) {
          sample("write", written, start, dbs);
          nextSample = System.currentTimeMillis() + sampleMillis;
        }
      }
      sample("written", written, start, dbs);
      long read = 0;
      for (KeyValueStore<Bytes, byte[]> store : kv) {
        try (KeyValueIterator<Bytes, byte[]> all = store.all()) {
          for (; all.hasNext(); all.next()) read++;
        }
      }
      sample("read", read, start, dbs);
    }
  }

  private static Topology topology(int stores) {
    // Kafka Streams wants a new processor from each call (a lambda without captures would be one object).
    final ProcessorSupplier<Bytes, byte[], Void, Void> none = () -> new Processor<Bytes, byte[], Void, Void>() {
      @Override
      public void process(Record<Bytes, byte[]> record) {}
    };
    final Topology topology = new Topology();
    topology.addSource("source", Serdes.Bytes().deserializer(), Serdes.ByteArray().deserializer(), "input");
    topology.addProcessor("none", none, "source");
    for (int i = 0; i < stores; i++) {
      topology.addStateStore(
          Stores.keyValueStoreBuilder(Stores.persistentKeyValueStore("store-" + i), Serdes.Bytes(), Serdes.ByteArray())
              .withLoggingDisabled()
              .withCachingDisabled(),
          "none");
    }
    return topology;
  }

  private static Properties properties(String stateDir) {
    final Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "rocktune-memory");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "unused:9092");
    props.put(StreamsConfig.STATE_DIR_CONFIG, stateDir);
    props.put(StreamsConfig.ROCKSDB_CONFIG_SETTER_CLASS_CONFIG, RocktuneRocksDBConfig.class);
    return props;
  }

  /** The store's own RocksDB handle (RocksDBStore's RocksDB field): Kafka Streams exposes no accessor. */
  private static RocksDB rocksdbOf(StateStore store) throws ReflectiveOperationException {
    StateStore inner = store;
    while (inner instanceof WrappedStateStore) inner = ((WrappedStateStore<?, ?, ?>) inner).wrapped();
    for (Class<?> c = inner.getClass(); c != null; c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        if (field.getType() == RocksDB.class) {
          field.setAccessible(true);
          return (RocksDB) field.get(inner);
        }
      }
    }
    throw new IllegalStateException("no RocksDB in " + inner.getClass());
  }

  private static void sample(String phase, long records, long start, List<RocksDB> dbs)
      throws RocksDBException, IOException, InterruptedException {
    Thread.sleep(Math.max(0, lastSampleAt + FRESH_STATS_MILLIS - System.currentTimeMillis()));
    lastSampleAt = System.currentTimeMillis();
    long memtables = 0;
    long readers = 0;
    for (RocksDB db : dbs) {
      memtables += db.getAggregatedLongProperty("rocksdb.cur-size-all-mem-tables");
      readers += db.getAggregatedLongProperty("rocksdb.estimate-table-readers-mem");
    }
    final RocksDB first = dbs.get(0);
    final Map<String, String> charges = first.getMapProperty("rocksdb.block-cache-entry-stats");
    System.out.printf(
        "{\"phase\":\"%s\",\"seconds\":%.1f,\"records\":%d,\"memtables\":%d,\"tableReaders\":%d,\"cacheUsage\":%d,"
            + "\"cachePinned\":%d,\"cacheCapacity\":%d,\"writeBufferCharge\":%s,\"dataBlocks\":%s,\"rssBytes\":%d}%n",
        phase, (System.currentTimeMillis() - start) / 1000.0, records, memtables, readers,
        first.getLongProperty("rocksdb.block-cache-usage"), first.getLongProperty("rocksdb.block-cache-pinned-usage"),
        first.getLongProperty("rocksdb.block-cache-capacity"), charges.getOrDefault("bytes.write-buffer", "0"),
        charges.getOrDefault("bytes.data-block", "0"), rssBytes());
  }

  private static long rssBytes() throws IOException {
    for (String line : Files.readAllLines(Paths.get("/proc/self/status"))) {
      if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
    }
    return -1;
  }
}
