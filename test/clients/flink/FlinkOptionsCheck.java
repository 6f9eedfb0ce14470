// Loads Flink state-backend keys ("key: value" lines of FILE) the way Flink's RocksDB state backend does
// (Configuration, RocksDBResourceContainer, RocksDBMemoryConfiguration) and prints the RocksDB options it
// builds as "name=value" lines, RocksDB's names, plus the write-buffer and cache capacities its managed memory gives.
// Argument: FILE.
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.MemorySize;
import org.apache.flink.contrib.streaming.state.PredefinedOptions;
import org.apache.flink.contrib.streaming.state.RocksDBResourceContainer;
import org.apache.flink.contrib.streaming.state.RocksDBMemoryConfiguration;
import org.apache.flink.contrib.streaming.state.RocksDBMemoryControllerUtils;
import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.CompressionType;
import org.rocksdb.DBOptions;

public class FlinkOptionsCheck {
  public static void main(String[] args) throws Exception {
    final Map<String, String> keys = new HashMap<>();
    for (String line : Files.readAllLines(Paths.get(args[0]))) {
      final int colon = line.indexOf(": ");
      if (!line.startsWith("#") && colon > 0) keys.put(line.substring(0, colon), line.substring(colon + 2));
    }
    final Configuration config = Configuration.fromMap(keys);
    // What the state backend builds each RocksDB instance from (no options factory, no predefined options).
    final RocksDBResourceContainer container = new RocksDBResourceContainer(config, PredefinedOptions.DEFAULT, null, null, null, false);
    final DBOptions db = container.getDbOptions();
    final ColumnFamilyOptions cf = container.getColumnOptions();
    System.out.println("max_background_jobs=" + db.maxBackgroundJobs());
    System.out.println("max_open_files=" + db.maxOpenFiles());
    System.out.println("write_buffer_size=" + cf.writeBufferSize());
    System.out.println("max_write_buffer_number=" + cf.maxWriteBufferNumber());
    System.out.println("target_file_size_base=" + cf.targetFileSizeBase());
    System.out.println("max_bytes_for_level_base=" + cf.maxBytesForLevelBase());
    System.out.println("level_compaction_dynamic_level_bytes=" + cf.levelCompactionDynamicLevelBytes());
    final List<String> levels = new ArrayList<>();
    for (CompressionType c : cf.compressionPerLevel()) levels.add(c.name());
    System.out.println("compression_per_level_java=" + String.join(";", levels));
    final BlockBasedTableConfig table = (BlockBasedTableConfig) cf.tableFormatConfig();
    System.out.println("filter_policy_set=" + (table != null && table.filterPolicy() != null));
    final RocksDBMemoryConfiguration memory = RocksDBMemoryConfiguration.fromOtherAndConfiguration(new RocksDBMemoryConfiguration(), config);
    final long managed = MemorySize.parse(keys.get("taskmanager.memory.managed.size")).getBytes();
    final double ratio = memory.getWriteBufferRatio();
    System.out.println("memory_managed=" + memory.isUsingManagedMemory());
    System.out.println("cache_capacity=" + RocksDBMemoryControllerUtils.calculateActualCacheCapacity(managed, ratio));
    // Package-private in Flink: read through reflection rather than restated here.
    final Method wbm = RocksDBMemoryControllerUtils.class.getDeclaredMethod("calculateWriteBufferManagerCapacity", long.class, double.class);
    wbm.setAccessible(true);
    System.out.println("write_buffer_manager_capacity=" + wbm.invoke(null, managed, ratio));
    container.close();
  }
}
