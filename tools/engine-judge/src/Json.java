import java.util.Map;

/** A JSON object written field by field, one line per file judged. */
final class Json {
  private final StringBuilder out = new StringBuilder("{");

  Json put(String key, Object value) {
    if (out.length() > 1) out.append(',');
    quote(key);
    out.append(':');
    value(value);
    return this;
  }

  private void value(Object v) {
    if (v == null) out.append("null");
    else if (v instanceof Boolean || v instanceof Number) out.append(v);
    else if (v instanceof Json) out.append(v.toString());
    else if (v instanceof Map) {
      Json inner = new Json();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) inner.put(String.valueOf(e.getKey()), e.getValue());
      out.append(inner);
    } else if (v instanceof Iterable) {
      out.append('[');
      boolean first = true;
      for (Object item : (Iterable<?>) v) {
        if (!first) out.append(',');
        first = false;
        value(item);
      }
      out.append(']');
    } else quote(String.valueOf(v));
  }

  private void quote(String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    out.append('"');
  }

  @Override
  public String toString() {
    return out + "}";
  }
}
