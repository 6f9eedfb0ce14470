// Runs a Kafka Streams topology with N persistent key-value stores in a TopologyTestDriver, the generated
// RocksDBConfigSetter (RocktuneRocksDBConfig) on each, then prints each store's RocksDB memory metrics as
// "store metric value" lines and copies each store's OPTIONS-* file (its RocksDB wrote it in the state directory,
// which the driver removes on close) to OUT_DIR/<store>.OPTIONS.
// Arguments: STATE_DIR OUT_DIR STORES RECORDS (into the first store; one into each other) VALUE_BYTES.
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;
import java.util.stream.Stream;
import java.util.Properties;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.MetricName;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.utils.Bytes;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.state.KeyValueStore;
import org.apache.kafka.streams.state.Stores;

public class StoresDriver {
  private static final String[] MEMORY_METRICS = {"block-cache-capacity", "block-cache-usage", "size-all-mem-tables"};

  public static void main(String[] args) throws IOException {
    final String stateDir = args[0];
    final Path outDir = Paths.get(args[1]);
    final int stores = Integer.parseInt(args[2]);
    final int records = Integer.parseInt(args[3]);
    final String value = "v".repeat(Integer.parseInt(args[4]));
    final StreamsBuilder builder = new StreamsBuilder();
    for (int i = 0; i < stores; i++) {
      builder.table("input-" + i,
          Materialized.<String, String>as(Stores.persistentKeyValueStore("store-" + i))
              .withKeySerde(Serdes.String())
              .withValueSerde(Serdes.String()));
    }
    final Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "rocktune-check");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "unused:9092");
    props.put(StreamsConfig.STATE_DIR_CONFIG, stateDir);
    props.put(StreamsConfig.ROCKSDB_CONFIG_SETTER_CLASS_CONFIG, RocktuneRocksDBConfig.class);
    props.put(StreamsConfig.METRICS_RECORDING_LEVEL_CONFIG, "DEBUG");
    props.put(StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, 0);
    try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), props)) {
      for (int i = 0; i < stores; i++) {
        final TestInputTopic<String, String> topic =
            driver.createInputTopic("input-" + i, new StringSerializer(), new StringSerializer());
        // Only the first store gets the records: a cache of its own would hold more than the others'.
        for (int k = 0; k < (i == 0 ? records : 1); k++) topic.pipeInput("key-" + k, value);
      }
      copyOptionsFiles(Paths.get(stateDir), outDir);
      for (Map.Entry<MetricName, ? extends Metric> e : driver.metrics().entrySet()) {
        final MetricName name = e.getKey();
        final String store = name.tags().get("rocksdb-state-id");
        for (String wanted : MEMORY_METRICS) {
          if (store != null && name.name().equals(wanted)) {
            System.out.println(store + " " + wanted + " " + e.getValue().metricValue());
          }
        }
      }
    }
  }

  /** The newest OPTIONS-* file of each store directory (.../rocksdb/<store>/OPTIONS-NNNNNN). */
  private static void copyOptionsFiles(Path stateDir, Path outDir) throws IOException {
    try (Stream<Path> files = Files.walk(stateDir)) {
      files.filter(f -> f.getFileName().toString().startsWith("OPTIONS-")).sorted().forEach(f -> {
        try {
          Files.copy(f, outDir.resolve(f.getParent().getFileName() + ".OPTIONS"),
              java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }
}
