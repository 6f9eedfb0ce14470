import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.DBOptions;
import org.rocksdb.RocksDB;

/**
 * `write`: each line of the cases file is `name | db options | default CF options | extras [| cf: options]...`;
 * the options are RocksDB option strings, extras are Java-built settings (Extras). A case this release cannot
 * express is reported as skipped with the engine's reason, never written.
 */
final class CaseWriter {
  private CaseWriter() {}

  /** Writes the cases from index `first` on (a JVM the engine killed on a case resumes after it). */
  static void run(String casesFile, String outDir, int first, PrintStream out) throws IOException {
    Path dir = Paths.get(outDir);
    Files.createDirectories(dir);
    int index = 0;
    for (String line : Files.readAllLines(Paths.get(casesFile), StandardCharsets.UTF_8)) {
      if (line.trim().isEmpty() || line.startsWith("#")) continue;
      if (index++ < first) continue;
      String[] f = line.split("\\|", -1);
      String name = f[0].trim();
      Json result = new Json().put("case", name).put("engine", EngineJudge.engineVersion());
      // Outside the output folder, so a JVM the engine kills leaves no database among the fixtures.
      Path db = Paths.get(System.getProperty("java.io.tmpdir"), "rocktune-judge", dir.toAbsolutePath().getFileName().toString(), name);
      try {
        Files.createDirectories(db.getParent());
        writeCase(f, db.toString());
        Files.copy(latestOptionsFile(db), dir.resolve(name + ".ini"), StandardCopyOption.REPLACE_EXISTING);
        result.put("written", name + ".ini");
      } catch (Exception | UnsatisfiedLinkError | NoClassDefFoundError | NoSuchMethodError e) {
        result.put("skipped", Status.of(e));
      } finally {
        Dirs.delete(db);
      }
      out.println(result);
      out.flush();
    }
  }

  private static void writeCase(String[] f, String dbDir) throws Exception {
    DBOptions db = f[1].trim().isEmpty() ? new DBOptions() : DBOptions.getDBOptionsFromProps(props(f[1]));
    if (db == null) throw new IllegalArgumentException("DB options not accepted: " + f[1].trim());
    List<ColumnFamilyDescriptor> cfs = new ArrayList<>();
    ColumnFamilyOptions defaults = cfOptions(f[2]);
    for (String extra : f[3].trim().split("\\s+")) if (!extra.isEmpty()) Extras.apply(extra, db, defaults);
    cfs.add(new ColumnFamilyDescriptor(RocksDB.DEFAULT_COLUMN_FAMILY, defaults));
    for (int i = 4; i < f.length; i++) {
      int colon = f[i].indexOf(':');
      cfs.add(new ColumnFamilyDescriptor(f[i].substring(0, colon).trim().getBytes(StandardCharsets.UTF_8), cfOptions(f[i].substring(colon + 1))));
    }
    db.setCreateIfMissing(true);
    db.setCreateMissingColumnFamilies(true);
    List<ColumnFamilyHandle> handles = new ArrayList<>();
    try (RocksDB rocks = RocksDB.open(db, dbDir, cfs, handles)) {
      TrialOpen.writeAndFlush(rocks, handles);
      for (ColumnFamilyHandle h : handles) h.close();
    }
  }

  private static ColumnFamilyOptions cfOptions(String text) {
    if (text.trim().isEmpty()) return new ColumnFamilyOptions();
    ColumnFamilyOptions cf = ColumnFamilyOptions.getColumnFamilyOptionsFromProps(props(text));
    if (cf == null) throw new IllegalArgumentException("CF options not accepted: " + text.trim());
    return cf;
  }

  /** `a=1;b={x=1;y=2};c=3` as Properties, splitting only on top-level semicolons. */
  static Properties props(String text) {
    Properties p = new Properties();
    int depth = 0;
    int start = 0;
    String s = text.trim() + ";";
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '{') depth++;
      else if (c == '}') depth--;
      else if (c == ';' && depth == 0) {
        String pair = s.substring(start, i).trim();
        start = i + 1;
        if (pair.isEmpty()) continue;
        int eq = pair.indexOf('=');
        p.setProperty(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
      }
    }
    return p;
  }

  private static Path latestOptionsFile(Path db) throws IOException {
    try (Stream<Path> files = Files.list(db)) {
      return files.filter(p -> p.getFileName().toString().startsWith("OPTIONS-"))
          .max((a, b) -> Long.compare(number(a), number(b)))
          .orElseThrow(() -> new IOException("the engine wrote no OPTIONS file"));
    }
  }

  private static long number(Path p) {
    return Long.parseLong(p.getFileName().toString().substring("OPTIONS-".length()).replaceAll("\\D", "0"));
  }
}
