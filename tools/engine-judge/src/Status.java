import org.rocksdb.RocksDBException;

/** The engine's verdict as JSON: ok, or the exact status string it returned. */
final class Status {
  private Status() {}

  static Json ok() {
    return new Json().put("ok", true);
  }

  /** The prefix C++ Status::ToString() puts before the message, so statuses read as the engine prints them. */
  private static String prefix(org.rocksdb.Status.Code code) {
    switch (code.name()) {
      case "NotFound": return "NotFound: ";
      case "Corruption": return "Corruption: ";
      case "NotSupported": return "Not implemented: ";
      case "InvalidArgument": return "Invalid argument: ";
      case "IOError": return "IO error: ";
      case "Incomplete": return "Result incomplete: ";
      case "Aborted": return "Operation aborted: ";
      case "Busy": return "Resource busy: ";
      default: return code.name() + ": ";
    }
  }

  static Json of(Throwable e) {
    Json j = new Json().put("ok", false);
    if (e instanceof RocksDBException) {
      RocksDBException r = (RocksDBException) e;
      org.rocksdb.Status status = r.getStatus();
      j.put("status", status == null ? r.getMessage() : prefix(status.getCode()) + r.getMessage());
      if (status != null) j.put("code", status.getCode().name());
    } else {
      j.put("status", e.toString()).put("javaException", true);
    }
    return j;
  }
}
