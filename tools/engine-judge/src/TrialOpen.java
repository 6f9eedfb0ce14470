import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.DBOptions;
import org.rocksdb.DbPath;
import org.rocksdb.FlushOptions;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;

/** DB::Open of a fresh directory with loaded options, then what the open database really built. */
final class TrialOpen {
  private TrialOpen() {}

  /** Creates missing things and keeps every path the file names inside the fresh directory. */
  static void prepare(DBOptions db, List<ColumnFamilyDescriptor> cfs) throws Exception {
    db.setCreateIfMissing(true);
    db.setCreateMissingColumnFamilies(true);
    db.setWalDir("");
    db.setDbLogDir("");
    db.setDbPaths(Collections.<DbPath>emptyList());
    for (ColumnFamilyDescriptor cf : cfs) Reflect.callIfPresent(cf.getOptions(), "setCfPaths", Collections.emptyList());
  }

  /** Opens, writes and flushes a few keys per column family; fills `result` with statuses and table properties. */
  static void run(DBOptions db, List<ColumnFamilyDescriptor> cfs, String dir, Json result) {
    List<ColumnFamilyHandle> handles = new ArrayList<>();
    RocksDB rocks;
    try {
      prepare(db, cfs);
      rocks = RocksDB.open(db, dir, cfs, handles);
    } catch (Exception e) {
      result.put("open", Status.of(e));
      return;
    }
    result.put("open", Status.ok());
    try {
      writeAndFlush(rocks, handles);
      result.put("write", Status.ok());
      Map<String, Object> built = new LinkedHashMap<>();
      for (int i = 0; i < handles.size(); i++) {
        built.put(new String(cfs.get(i).getName(), StandardCharsets.UTF_8), tableProperties(rocks, handles.get(i)));
      }
      result.put("built", built);
    } catch (Exception e) {
      result.put("write", Status.of(e));
    } finally {
      for (ColumnFamilyHandle h : handles) h.close();
      rocks.close();
    }
    result.put("persisted", persistedOptions(dir));
  }

  /** The OPTIONS file the open database wrote: what it runs, in the engine's own words. */
  static String persistedOptions(String dir) {
    try (Stream<Path> files = Files.list(Paths.get(dir))) {
      Path latest = files.filter(p -> p.getFileName().toString().matches("OPTIONS-\\d+"))
          .max(Comparator.comparing(p -> Long.parseLong(p.getFileName().toString().substring(8)))).orElse(null);
      return latest == null ? null : new String(Files.readAllBytes(latest), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
  }

  static void writeAndFlush(RocksDB rocks, List<ColumnFamilyHandle> handles) throws RocksDBException {
    try (FlushOptions flush = new FlushOptions().setWaitForFlush(true)) {
      for (ColumnFamilyHandle h : handles) {
        for (int k = 0; k < 16; k++) {
          rocks.put(h, String.format("key%08d", k).getBytes(StandardCharsets.UTF_8), "value-value-value".getBytes(StandardCharsets.UTF_8));
        }
        rocks.flush(flush, h);
      }
    }
  }

  /** The live block cache capacity (never persisted); null where the release has no such property. */
  static Long blockCacheCapacity(RocksDB rocks, ColumnFamilyHandle h) {
    try {
      return rocks.getLongProperty(h, "rocksdb.block-cache-capacity");
    } catch (RocksDBException e) {
      return null;
    }
  }

  /** The first SST's table properties (6.x+); 5.x only has the aggregated property string. */
  static Object tableProperties(RocksDB rocks, ColumnFamilyHandle h) throws Exception {
    Method all = Reflect.find(RocksDB.class, "getPropertiesOfAllTables", ColumnFamilyHandle.class);
    if (all == null) return Collections.singletonMap("aggregated", rocks.getProperty(h, "rocksdb.aggregated-table-properties"));
    Map<?, ?> tables = (Map<?, ?>) Reflect.invoke(all, rocks, h);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("blockCacheCapacity", blockCacheCapacity(rocks, h));
    out.put("tables", tables.size());
    if (tables.isEmpty()) return out;
    Object p = tables.values().iterator().next();
    for (String getter : new String[] {"FilterPolicyName", "FilterSize", "ComparatorName", "CompressionName", "MergeOperatorName", "PrefixExtractorName", "FormatVersion"}) {
      Method m = Reflect.find(p.getClass(), "get" + getter, 0);
      if (m != null) out.put(Character.toLowerCase(getter.charAt(0)) + getter.substring(1), Reflect.invoke(m, p));
    }
    return out;
  }
}
