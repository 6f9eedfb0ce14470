import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.DBOptions;
import org.rocksdb.Env;
import org.rocksdb.OptionsUtil;

/**
 * The C++ LoadOptionsFromFile of the release on the classpath, called through rocksdbjni's native entry point:
 * from 8.x the public Java wrapper also rebuilds a Java TableFormatConfig and throws for PlainTable after the
 * C++ load succeeded, which is not the engine's verdict.
 */
final class OptionsLoader {
  private OptionsLoader() {}

  static final class Loaded {
    final DBOptions db;
    final List<ColumnFamilyDescriptor> columnFamilies;

    Loaded(DBOptions db, List<ColumnFamilyDescriptor> columnFamilies) {
      this.db = db;
      this.columnFamilies = columnFamilies;
    }
  }

  /** Loads the file; throws the engine's RocksDBException when the engine refuses it. */
  static Loaded load(String path, boolean ignoreUnknown) throws Exception {
    DBOptions db = new DBOptions();
    List<ColumnFamilyDescriptor> cfs = new ArrayList<>();
    Method withConfig = Reflect.find(OptionsUtil.class, "loadOptionsFromFile", long.class, String.class, long.class, List.class);
    if (withConfig != null) {
      Class<?> configType = Class.forName("org.rocksdb.ConfigOptions");
      AutoCloseable config = (AutoCloseable) configType.getConstructor().newInstance();
      try {
        configType.getMethod("setIgnoreUnknownOptions", boolean.class).invoke(config, ignoreUnknown);
        Reflect.invoke(withConfig, null, Reflect.handle(config), path, Reflect.handle(db), cfs);
      } finally {
        config.close();
      }
    } else {
      // 5.x: LoadOptionsFromFile(path, env, db_options, cf_descs, ignore_unknown_options)
      Method legacy = Reflect.find(OptionsUtil.class, "loadOptionsFromFile", String.class, long.class, long.class, List.class, boolean.class);
      Reflect.invoke(legacy, null, path, Reflect.handle(Env.getDefault()), Reflect.handle(db), cfs, ignoreUnknown);
    }
    return new Loaded(db, cfs);
  }
}
