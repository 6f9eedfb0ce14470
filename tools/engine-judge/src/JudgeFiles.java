import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** `judge`: for each OPTIONS file, strict load, lenient load, and a trial open; one JSON line per file. */
final class JudgeFiles {
  private JudgeFiles() {}

  static void run(List<String> args, PrintStream out) throws IOException {
    List<String> files = new ArrayList<>(args);
    if (files.isEmpty()) {
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      for (String line; (line = in.readLine()) != null; ) if (!line.isEmpty()) files.add(line);
    }
    for (String file : files) {
      out.println(judge(file));
      out.flush();
    }
  }

  static Json judge(String file) throws IOException {
    Json result = new Json().put("file", file).put("engine", EngineJudge.engineVersion());
    OptionsLoader.Loaded strict = tryLoad(file, false, result, "strict");
    OptionsLoader.Loaded lenient = tryLoad(file, true, result, "lenient");
    OptionsLoader.Loaded chosen = strict != null ? strict : lenient;
    if (chosen == null) return result;
    result.put("openedWith", strict != null ? "strict" : "lenient");
    Path dir = Files.createTempDirectory("judge-db");
    try {
      TrialOpen.run(chosen.db, chosen.columnFamilies, dir.toString(), result);
    } finally {
      Dirs.delete(dir);
    }
    return result;
  }

  private static OptionsLoader.Loaded tryLoad(String file, boolean ignoreUnknown, Json result, String key) {
    try {
      OptionsLoader.Loaded loaded = OptionsLoader.load(file, ignoreUnknown);
      result.put(key, Status.ok().put("columnFamilies", loaded.columnFamilies.size()));
      return loaded;
    } catch (Exception e) {
      result.put(key, Status.of(e));
      return null;
    }
  }
}
