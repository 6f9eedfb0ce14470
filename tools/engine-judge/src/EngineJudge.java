import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import org.rocksdb.RocksDB;

/**
 * RocksDB's own release jar as the judge of OPTIONS files (docs/lint.md, "The engines as judges").
 *   write CASES OUT_DIR [FIRST]  open fresh databases with each case's settings, keep the OPTIONS file each writes
 *   judge [FILE...]              strict load, lenient load, trial open; one JSON line per file (file list on stdin if none)
 */
public final class EngineJudge {
  /** Exit status when the jar's native library does not load here: the release cannot judge on this machine. */
  static final int NO_LIBRARY = 3;

  private EngineJudge() {}

  public static void main(String[] argv) throws Exception {
    try {
      RocksDB.loadLibrary();
    } catch (Throwable e) {
      // Some published jars carry no native library for this platform (10.4.2 has none at all).
      System.err.println("engine-judge: cannot load this release's native library: " + e);
      System.exit(NO_LIBRARY);
    }
    List<String> args = Arrays.asList(argv);
    String mode = args.isEmpty() ? "" : args.get(0);
    if (mode.equals("write") && args.size() >= 3) CaseWriter.run(args.get(1), args.get(2), args.size() > 3 ? Integer.parseInt(args.get(3)) : 0, System.out);
    else if (mode.equals("judge")) JudgeFiles.run(args.subList(1, args.size()), System.out);
    else if (mode.equals("version")) System.out.println(engineVersion());
    else {
      System.err.println("usage: EngineJudge write CASES OUT_DIR [FIRST] | judge [FILE...] | version");
      System.exit(2);
    }
  }

  /** The version the loaded native library reports (6.x+), else null. */
  static String engineVersion() {
    try {
      Method m = Reflect.find(RocksDB.class, "rocksdbVersion", 0);
      return m == null ? null : String.valueOf(m.invoke(null));
    } catch (Exception e) {
      return null;
    }
  }
}
