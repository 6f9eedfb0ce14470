// One release jar's verdict on option strings against the OPTIONS file of the same recommendation: the DB and CF
// strings through DBOptions.getDBOptionsFromProps / ColumnFamilyOptions.getColumnFamilyOptionsFromProps, the file
// through OptionsUtil.loadOptionsFromFile, both with the file loader's ConfigOptions (unknown options fatal, escaped
// input). Each opens a database; the OPTIONS file the engine persists for each is printed, the string's first, then a
// line "----", then the file's. Arguments: DB_STRING CF_STRING OPTIONS_FILE WORK_DIR.
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.ConfigOptions;
import org.rocksdb.DBOptions;
import org.rocksdb.OptionsUtil;
import org.rocksdb.RocksDB;

public class OptionStringsCheck {
  public static void main(String[] args) throws Exception {
    RocksDB.loadLibrary();
    final ConfigOptions config = new ConfigOptions().setIgnoreUnknownOptions(false).setInputStringsEscaped(true);
    final DBOptions db = DBOptions.getDBOptionsFromProps(config, properties(args[0]));
    final ColumnFamilyOptions cf = ColumnFamilyOptions.getColumnFamilyOptionsFromProps(config, properties(args[1]));
    if (db == null || cf == null) throw new IllegalArgumentException("the engine refused a string");
    final String fromStrings = persisted(db, Collections.singletonList(new ColumnFamilyDescriptor(RocksDB.DEFAULT_COLUMN_FAMILY, cf)), Paths.get(args[3], "strings"));
    final DBOptions fileDb = new DBOptions();
    final List<ColumnFamilyDescriptor> fileCfs = new ArrayList<>();
    OptionsUtil.loadOptionsFromFile(config, args[2], fileDb, fileCfs);
    final String fromFile = persisted(fileDb, fileCfs, Paths.get(args[3], "file"));
    System.out.print(fromStrings + "----\n" + fromFile);
  }

  /** The string's top-level `k=v` pairs (a `{...}` value kept whole); Java joins them back as `k=v;...`. */
  private static Properties properties(String text) {
    final Properties props = new Properties();
    int depth = 0;
    int start = 0;
    for (int i = 0; i <= text.length(); i++) {
      final char c = i < text.length() ? text.charAt(i) : ';';
      if (c == '{') depth++;
      if (c == '}') depth--;
      if (c != ';' || depth != 0) continue;
      final String pair = text.substring(start, i);
      final int eq = pair.indexOf('=');
      if (eq > 0) props.setProperty(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
      start = i + 1;
    }
    return props;
  }

  /** Opens a new database with the options and returns the OPTIONS file the engine wrote for it. */
  private static String persisted(DBOptions db, List<ColumnFamilyDescriptor> cfs, Path dir) throws Exception {
    db.setCreateIfMissing(true).setCreateMissingColumnFamilies(true);
    final List<ColumnFamilyHandle> handles = new ArrayList<>();
    try (RocksDB opened = RocksDB.open(db, dir.toString(), cfs, handles)) {
      for (ColumnFamilyHandle h : handles) h.close();
    }
    try (Stream<Path> files = Files.list(dir)) {
      final Path newest = files.filter(f -> f.getFileName().toString().startsWith("OPTIONS-")).sorted().reduce((a, b) -> b).orElseThrow();
      return new String(Files.readAllBytes(newest));
    }
  }
}
